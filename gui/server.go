// Package gui is a browser GUI that hosts UCI engines, as XBoard does: a local web server serves a page embedded in
// the binary, starts engines as processes, and keeps the games. The page draws the boards from the geometry of
// movegen/render and asks the server for everything a rule decides (docs/gui.md).
package gui

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"embed"
	"encoding/hex"
	"errors"
	"fmt"
	"html/template"
	"io"
	"io/fs"
	"net"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/coder/websocket"
)

//go:embed page
var pageFS embed.FS

// EngineSpec is an engine the server may start: a name the page picks it by and the command line, which comes
// only from the server's own command line.
type EngineSpec struct {
	Name string
	Argv []string
}

// Config configures a server.
type Config struct {
	Addr        string       // listen address; default 127.0.0.1:8080
	Engines     []EngineSpec // the first is the default engine
	Token       string       // the secret every request must carry; default: random
	MaxSessions int          // open tabs at once; default 4
	MaxEngines  int          // engine processes at once; default 8
	Log         io.Writer    // where the URL and engine faults are written
}

// engineInfo is an engine as the page sees it: its name, the variants it announces, its options.
type engineInfo struct {
	Name     string   `json:"name"`
	ID       string   `json:"id"`
	Variants []string `json:"variants"`
	Options  []Option `json:"options"`
}

// Server is the GUI's web server.
type Server struct {
	cfg     Config
	engines []engineInfo
	specs   map[string]EngineSpec
	page    *template.Template
	static  fs.FS
	watch   *Watch // set: the server only shows this match (sennight match --watch)

	mu       sync.Mutex
	sessions int
	procs    int
}

// New checks the engines (each is started once for its UCI options and variants) and returns a server.
func New(cfg Config) (*Server, error) {
	if cfg.Addr == "" {
		cfg.Addr = "127.0.0.1:8080"
	}
	if cfg.MaxSessions <= 0 {
		cfg.MaxSessions = 4
	}
	if cfg.MaxEngines <= 0 {
		cfg.MaxEngines = 8
	}
	if cfg.Log == nil {
		cfg.Log = io.Discard
	}
	if cfg.Token == "" {
		var b [16]byte
		if _, err := rand.Read(b[:]); err != nil {
			return nil, err
		}
		cfg.Token = hex.EncodeToString(b[:])
	}
	s := &Server{cfg: cfg, specs: map[string]EngineSpec{}}
	for _, spec := range cfg.Engines {
		if _, dup := s.specs[spec.Name]; dup || spec.Name == "" {
			return nil, fmt.Errorf("engine name %q is empty or given twice", spec.Name)
		}
		e, err := startEngine(spec.Name, spec.Argv, 10*time.Second)
		if err != nil {
			return nil, err
		}
		info := engineInfo{Name: spec.Name, ID: e.id, Options: []Option{}}
		for _, o := range e.options {
			if strings.EqualFold(o.Name, "UCI_Variant") {
				info.Variants = o.Vars
				if len(o.Vars) == 0 {
					info.Variants = []string{o.Default}
				}
				continue
			}
			if o.Type == "string" || o.Type == "button" {
				continue // a string option can name a file: the page does not get to set it
			}
			if strings.HasPrefix(o.Name, "UCI_") || o.Name == "Ponder" {
				continue // the GUI's to set (UCI_Variant) or to use (pondering, which this GUI does not do)
			}
			info.Options = append(info.Options, o)
		}
		if info.Variants == nil {
			info.Variants = []string{"chess"} // a UCI engine without UCI_Variant plays Chess
		}
		e.kill()
		s.engines = append(s.engines, info)
		s.specs[spec.Name] = spec
	}
	var err error
	if s.page, err = template.ParseFS(pageFS, "page/index.html"); err != nil {
		return nil, err
	}
	s.static, _ = fs.Sub(pageFS, "page")
	return s, nil
}

// URL is the address to open, token included.
func (s *Server) URL(addr string) string { return "http://" + addr + "/?token=" + s.cfg.Token }

// Handler serves the page, its assets and the socket; each refuses a request without the token.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /{$}", s.servePage)
	mux.HandleFunc("GET /static/{file}", s.serveStatic)
	mux.HandleFunc("GET /ws", s.serveSocket)
	return s.guard(mux)
}

// guard refuses every request without the token, and sets headers that keep the page to its own origin.
func (s *Server) guard(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		tok := r.URL.Query().Get("token")
		if subtle.ConstantTimeCompare([]byte(tok), []byte(s.cfg.Token)) != 1 {
			http.Error(w, "forbidden: this page needs the token the server printed", http.StatusForbidden)
			return
		}
		h := w.Header()
		h.Set("Content-Security-Policy", "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("Cache-Control", "no-store")
		next.ServeHTTP(w, r)
	})
}

func (s *Server) servePage(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	s.page.Execute(w, map[string]string{"Token": s.cfg.Token})
}

func (s *Server) serveStatic(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("file")
	if name == "index.html" || strings.Contains(name, "/") {
		http.NotFound(w, r)
		return
	}
	http.ServeFileFS(w, r, s.static, name)
}

// serveSocket upgrades to the tab's WebSocket. The library checks the Origin against the Host (a page of another
// site cannot open it); the number of open tabs is capped.
func (s *Server) serveSocket(w http.ResponseWriter, r *http.Request) {
	if !s.take(&s.sessions, s.cfg.MaxSessions) {
		http.Error(w, "too many open tabs", http.StatusServiceUnavailable)
		return
	}
	defer s.give(&s.sessions)
	conn, err := websocket.Accept(w, r, nil)
	if err != nil {
		return
	}
	conn.SetReadLimit(1 << 20)
	if s.watch != nil {
		s.watch.serve(r.Context(), conn)
		return
	}
	newSession(s, conn).run(r.Context())
}

// take counts one more of a capped resource; false when the cap is reached.
func (s *Server) take(n *int, max int) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if *n >= max {
		return false
	}
	*n++
	return true
}

func (s *Server) give(n *int) {
	s.mu.Lock()
	*n--
	s.mu.Unlock()
}

// spawn starts an engine by name, within the cap on processes.
func (s *Server) spawn(name string) (*engine, error) {
	spec, ok := s.specs[name]
	if !ok {
		return nil, fmt.Errorf("no engine named %q", name)
	}
	if !s.take(&s.procs, s.cfg.MaxEngines) {
		return nil, fmt.Errorf("too many engines running (at most %d)", s.cfg.MaxEngines)
	}
	e, err := startEngine(name, spec.Argv, 10*time.Second)
	if err != nil {
		s.give(&s.procs)
		return nil, err
	}
	go func() { <-e.proc.Done(); s.give(&s.procs) }()
	return e, nil
}

// Run listens on the configured address, prints the URL and serves until ctx ends.
func Run(ctx context.Context, cfg Config) error {
	s, err := New(cfg)
	if err != nil {
		return err
	}
	return s.serve(ctx)
}

// RunWatch serves the live view of a match, as Run serves the GUI (same token, same page, no engines).
func RunWatch(ctx context.Context, cfg Config, w *Watch) error {
	cfg.Engines = nil
	s, err := New(cfg)
	if err != nil {
		return err
	}
	s.watch = w
	return s.serve(ctx)
}

func (s *Server) serve(ctx context.Context) error {
	ln, err := net.Listen("tcp", s.cfg.Addr)
	if err != nil {
		return err
	}
	fmt.Fprintf(s.cfg.Log, "sennight gui: open %s\n", s.URL(ln.Addr().String()))
	srv := &http.Server{Handler: s.Handler(), ReadHeaderTimeout: 10 * time.Second}
	go func() { <-ctx.Done(); srv.Close() }()
	if err := srv.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
