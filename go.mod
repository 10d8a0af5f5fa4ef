module sennight

go 1.26.8

require (
	github.com/BurntSushi/toml v1.6.0
	github.com/pkg/profile v1.7.0
	github.com/sirupsen/logrus v1.10.2
	golang.org/x/image v0.24.0
	golang.org/x/sync v0.24.0
)

require (
	github.com/chromedp/cdproto v0.159.0 // indirect
	github.com/chromedp/chromedp v0.23.0 // indirect
	github.com/coder/websocket v1.8.15 // indirect
	github.com/felixge/fgprof v0.9.3 // indirect
	github.com/go-json-experiment/json v0.0.0-20260213210345-44df1a37e875 // indirect
	github.com/google/pprof v0.0.0-20211214055906-6f57359322fd // indirect
	golang.org/x/sys v0.13.0 // indirect
	golang.org/x/text v0.22.0 // indirect
)
