package docs_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

var (
	// A citation of the protocol notes, then its section numbers: "docs/protocol-notes.md §2.1", or within docs/
	// "protocol-notes §1.2, §1.3".
	notesCiteRE = regexp.MustCompile(`protocol-notes(?:\.md)?`)
	// A citation of a document's heading: `docs/design.md, "Search"`, within docs/ `[design.md](design.md),
	// "Search"`, or the README's without a path: `(README, "Two commands")`.
	headCiteRE = regexp.MustCompile(`((?:\bdocs/)?(?:rules/)?\b[A-Za-z][\w-]*\.md|\bREADME)\)?,\s*"([^"]+)"`)
	anyHeadRE  = regexp.MustCompile(`(?m)^#{1,4} (.+?)\s*$`)
	linkRE     = regexp.MustCompile(`\]\(([^)\s]+)\)`)
	docsPathRE = regexp.MustCompile(`\bdocs/[A-Za-z0-9_./*-]*[A-Za-z0-9_*-]`)
	// Citations of what is not in the repository: the founders' shared notes and specification, by any name.
	outsideRE = regexp.MustCompile(`\.\./shared|/work/|\bDESIGN\.md|(?:^|[^-\w])protocol\.md|\bseeds/|(?:^|[^/\w.-])rules/[\w-]+\.(?:md|txt)`)
)

// headings returns the headings of a Markdown file, with and without a leading section number ("2.1 Board size"
// and "Board size"), or nil if there is no such file.
func headings(t *testing.T, path string) map[string]bool {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		return nil
	}
	out := map[string]bool{}
	for _, m := range anyHeadRE.FindAllStringSubmatch(string(data), -1) {
		out[m[1]] = true
		if num := headRE.FindStringSubmatch(m[0] + " "); num != nil {
			out[strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(m[1], num[1]), "."))] = true
		}
	}
	return out
}

// notesSections returns the section numbers docs/protocol-notes.md has headings for.
func notesSections(t *testing.T) map[string]bool {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("docs", "protocol-notes.md"))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]bool{}
	for _, m := range headRE.FindAllStringSubmatch(string(data), -1) {
		out[m[1]] = true
	}
	return out
}

// TestDocsNotesCitations: every citation of docs/protocol-notes.md names sections it has, and so does every bare
// "§N" inside the notes (they cite only themselves).
func TestDocsNotesCitations(t *testing.T) {
	fromRoot(t)
	have := notesSections(t)
	cited := 0
	for _, path := range repoFiles(t) {
		text := joinedText(t, path)
		if path == filepath.Join("docs", "protocol-notes.md") {
			for _, m := range sectRE.FindAllStringSubmatch(text, -1) {
				cited++
				if !have[m[1]] {
					t.Errorf("%s cites its own §%s, which it does not have", path, m[1])
				}
			}
			continue
		}
		locs := notesCiteRE.FindAllStringIndex(text, -1)
		for i := range locs {
			for _, sect := range citedSections(text, locs, i) {
				cited++
				if !have[sect] {
					t.Errorf("%s cites docs/protocol-notes.md §%s, which has no such section", path, sect)
				}
			}
		}
	}
	if cited < 20 {
		t.Errorf("only %d citations of the protocol notes found; the walk is broken", cited)
	}
}

// citedDocument returns the path of the document a heading citation in the file at path names: a path from the
// repository root as written (`docs/design.md`), the README for a bare `README`, and for a bare file name the file
// beside the citing one (a Markdown link), else in docs/, else at the root. It returns "" if there is none.
func citedDocument(path, name string) string {
	if name == "README" {
		return "README.md"
	}
	candidates := []string{name}
	if !strings.Contains(name, "/") {
		candidates = []string{filepath.Join(filepath.Dir(path), name), filepath.Join("docs", name), name}
	}
	for _, c := range candidates {
		if _, err := os.Stat(c); err == nil {
			return c
		}
	}
	return ""
}

// TestDocsHeadingCitations: every citation of a heading of the README or of a document in docs/ names a file that
// exists and a heading that file has.
func TestDocsHeadingCitations(t *testing.T) {
	fromRoot(t)
	cache := map[string]map[string]bool{}
	cited := 0
	for _, path := range repoFiles(t) {
		text := joinedText(t, path)
		for _, m := range headCiteRE.FindAllStringSubmatch(text, -1) {
			cited++
			doc := citedDocument(path, m[1])
			if doc == "" {
				t.Errorf("%s cites %s, %q: there is no such document", path, m[1], m[2])
				continue
			}
			if _, ok := cache[doc]; !ok {
				cache[doc] = headings(t, doc)
			}
			if !cache[doc][m[2]] {
				t.Errorf("%s cites %s, %q, which has no such heading", path, doc, m[2])
			}
		}
	}
	if cited < 5 {
		t.Errorf("only %d heading citations found; the walk is broken", cited)
	}
}

// TestDocsStandAlone: the repository cites only what it holds. Every docs/ path named in the code, the documents,
// the CI script and the shell scripts exists; every relative link of a Markdown file leads to a file; nothing cites the
// founders' shared notes or specification, which are not part of the repository.
func TestDocsStandAlone(t *testing.T) {
	fromRoot(t)
	files := append(repoFiles(t), filepath.Join(".ci", "run"))
	self := map[string]bool{filepath.Join("docs", "docs_test.go"): true, filepath.Join("docs", "citations_test.go"): true}
	for _, path := range files {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		text := string(data)
		if strings.HasSuffix(path, ".md") {
			for _, m := range linkRE.FindAllStringSubmatch(text, -1) {
				target, _, _ := strings.Cut(m[1], "#")
				if target == "" || strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
					continue
				}
				if _, err := os.Stat(filepath.Join(filepath.Dir(path), target)); err != nil {
					t.Errorf("%s links to %s: %v", path, m[1], err)
				}
			}
			text = linkRE.ReplaceAllString(text, "]()") // link targets are checked above, relative to the file
		}
		if self[path] {
			continue // the patterns themselves
		}
		for _, m := range docsPathRE.FindAllString(text, -1) {
			if strings.Contains(m, "*") || strings.Contains(m, "VARIANT") || m == "docs/" {
				continue
			}
			if _, err := os.Stat(strings.TrimSuffix(m, ".")); err != nil {
				t.Errorf("%s names %s, which does not exist", path, m)
			}
		}
		for _, m := range outsideRE.FindAllString(text, -1) {
			t.Errorf("%s cites %q, which is not in the repository", path, strings.TrimSpace(m))
		}
	}
}
