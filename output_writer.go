package main

import "io"

// outputWriter is stdout as the commands see it: it remembers the first write error, which the commands' many
// prints do not check, so that the process can end with a nonzero status when its output was lost
// (`sennight perft ... > /dev/full`).
type outputWriter struct {
	w   io.Writer
	err error
}

func (o *outputWriter) Write(p []byte) (int, error) {
	n, err := o.w.Write(p)
	if err != nil && o.err == nil {
		o.err = err
	}
	return n, err
}
