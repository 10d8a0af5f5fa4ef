package variants

import "embed"

// builtinFiles are the games sennight ships, one variant file each (docs/variant-files.md).
//
//go:embed games/*.toml
var builtinFiles embed.FS
