// Package bench holds the runners behind the CLI's perft, tables and bench commands; the reference perft numbers
// of the docs/rules files are in bench/refdata.
package bench
