//go:build !unix

package inputfile

// openNonBlocking: systems without O_NONBLOCK rely on the check before opening.
const openNonBlocking = 0
