//go:build !linux

package main

import "errors"

var errLinuxOnly = errors.New("cpuwatch reads /proc/stat and pins threads: Linux only")

func stealTimes() ([]int64, error) { return nil, errLinuxOnly }

func pinThread(int) error { return errLinuxOnly }
