package gui

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/coder/websocket/wsjson"

	"sennight/tools/engineproc/engineproctest"
)

// TestMain removes the engine the tests built (engineproctest.Sennight: the GUI's default engine is sennight).
func TestMain(m *testing.M) {
	code := m.Run()
	engineproctest.Cleanup()
	os.Exit(code)
}

const testToken = "test-token-0123456789"

// newTestServer serves the GUI with the engines given (the real sennight first) on a loopback port.
func newTestServer(t *testing.T, extra ...EngineSpec) *httptest.Server {
	t.Helper()
	engines := append([]EngineSpec{{Name: "sennight", Argv: []string{engineproctest.Sennight(t)}}}, extra...)
	s, err := New(Config{Engines: engines, Token: testToken, Log: testLog{t}})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(s.Handler())
	t.Cleanup(ts.Close)
	return ts
}

type testLog struct{ t *testing.T }

func (l testLog) Write(p []byte) (int, error) {
	l.t.Log(strings.TrimSpace(string(p)))
	return len(p), nil
}

func TestTokenRequired(t *testing.T) {
	ts := newTestServer(t)
	for _, path := range []string{"/", "/?token=wrong", "/static/app.js", "/ws", "/ws?token=" + testToken[:5]} {
		resp, err := http.Get(ts.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusForbidden {
			t.Errorf("GET %s: status %d, want 403", path, resp.StatusCode)
		}
	}
	for _, path := range []string{"/?token=" + testToken, "/static/app.js?token=" + testToken} {
		resp, err := http.Get(ts.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			t.Errorf("GET %s: status %d, want 200", path, resp.StatusCode)
		}
	}
}

func TestSocketOriginChecked(t *testing.T) {
	ts := newTestServer(t)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	url := "ws" + strings.TrimPrefix(ts.URL, "http") + "/ws?token=" + testToken
	_, resp, err := websocket.Dial(ctx, url, &websocket.DialOptions{HTTPHeader: http.Header{"Origin": {"http://evil.example"}}})
	if err == nil || resp == nil || resp.StatusCode != http.StatusForbidden {
		t.Fatalf("a socket from another origin was not refused: %v %v", err, resp)
	}
}

// dial opens a tab's socket and reads the hello.
func dial(t *testing.T, ts *httptest.Server) (*websocket.Conn, context.Context) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	t.Cleanup(cancel)
	url := "ws" + strings.TrimPrefix(ts.URL, "http") + "/ws?token=" + testToken
	c, _, err := websocket.Dial(ctx, url, &websocket.DialOptions{HTTPHeader: http.Header{"Origin": {ts.URL}}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.CloseNow() })
	if m := next(t, ctx, c, "hello"); m["engines"] == nil {
		t.Fatalf("hello without engines: %v", m)
	}
	return c, ctx
}

// next reads messages until one of type typ.
func next(t *testing.T, ctx context.Context, c *websocket.Conn, typ string) map[string]any {
	t.Helper()
	for {
		var m map[string]any
		if err := wsjson.Read(ctx, c, &m); err != nil {
			t.Fatalf("waiting for %s: %v", typ, err)
		}
		if m["t"] == typ {
			return m
		}
	}
}

// TestHostileMessages: malformed or hostile messages get an error and the game stays as it was.
func TestHostileMessages(t *testing.T) {
	ts := newTestServer(t)
	c, ctx := dial(t, ts)
	wsjson.Write(ctx, c, map[string]any{"t": "new", "variant": "shafran", "seats": []string{"", ""}})
	st := next(t, ctx, c, "state")
	fen := st["fen"]
	for _, bad := range []string{`{garbage`, `[]`, `{"t":"move","move":"e2e9"}`, `{"t":"move","move":"` +
		strings.Repeat("a", 5000) + `"}`, `{"t":"launch","cmd":"/bin/sh"}`, `{"t":"new","variant":"shafran","seats":["/bin/sh",""]}`,
		`{"t":"new","variant":"nosuch"}`, `{"t":"new","variant":"chess","fen":"8/8/8 w"}`,
		`{"t":"new","variant":"shafran","seats":["sennight",""],"options":{"VariantPath":"/etc/passwd"}}`,
		`{"t":"new","variant":"shafran","seats":["sennight",""],"options":{"Hash":"99999999"}}`,
		`{"t":"analyse","engine":"sennight","multipv":1000}`, `{"t":"new","variant":"shafran","base":-5}`} {
		c.Write(ctx, websocket.MessageText, []byte(bad))
		if m := next(t, ctx, c, "error"); m["msg"] == "" {
			t.Errorf("%.60s: empty error", bad)
		}
	}
	wsjson.Write(ctx, c, map[string]any{"t": "move", "move": "e2e4"})
	st = next(t, ctx, c, "state")
	if st["fen"] == fen || len(st["moves"].([]any)) != 1 {
		t.Fatalf("the game did not go on after the bad messages: %v", st["moves"])
	}
}
