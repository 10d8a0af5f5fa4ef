//go:build unix

package inputfile

import "syscall"

// openNonBlocking makes opening a named pipe return at once instead of waiting for a writer.
const openNonBlocking = syscall.O_NONBLOCK
