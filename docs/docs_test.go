// Package docs_test checks the documents against each other and against the code: every citation of a rules
// section, a protocol-notes section or a heading names one that exists, every link and picture leads to a file, and
// the rules' perft tables equal the reference data the engine is tested against. The directory holds only these
// tests and the documents; each test runs from the repository root (fromRoot).
package docs_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"sennight/bench/refdata"
)

var (
	// A citation of a rules document: the path, then the section numbers that follow it (§4, §4.6, §2-§4).
	citeRE = regexp.MustCompile(`docs/rules/([A-Za-z0-9.*-]+\.md)`)
	sectRE = regexp.MustCompile(`§(\d+(?:\.\d+)*)`)
	headRE = regexp.MustCompile(`(?m)^#{2,4} (\d+(?:\.\d+)*)\.? `)
	imgRE  = regexp.MustCompile(`!\[[^\]]*\]\(([^)]+)\)`)
	// A line break with the next line's comment marker: Go's // in code and Markdown, # in shell scripts.
	joinRE   = regexp.MustCompile(`\n\s*(//)?\s*`)
	joinShRE = regexp.MustCompile(`\n\s*#?\s*`)
	// A perft table row: the FEN in backquotes, then one count column a depth (commas allowed), to the row's end.
	perftRow   = regexp.MustCompile("`([^`]+ [wb] [^`]+)`((?:\\s*\\|\\s*[\\d,]+)+)\\s*\\|\\s*$")
	perftCount = regexp.MustCompile(`[\d,]+`)
)

// fromRoot runs a test from the repository root, where the paths the documents and the code cite start. It must
// be called inside the test (not in TestMain), so that go test's cache sees the files read and reruns the test when
// one changes.
func fromRoot(t *testing.T) {
	t.Chdir("..")
}

// sections returns the section numbers a rules document has headings for, or nil if there is no such document.
func sections(doc string) map[string]bool {
	data, err := os.ReadFile(filepath.Join("docs", "rules", doc))
	if err != nil {
		return nil
	}
	out := map[string]bool{}
	for _, m := range headRE.FindAllStringSubmatch(string(data), -1) {
		out[m[1]] = true
	}
	return out
}

// repoFiles returns the repository's Go, Markdown and shell files (without hidden directories, CI artifacts and
// installed packages), the files that cite documents.
func repoFiles(t *testing.T) []string {
	t.Helper()
	var files []string
	err := filepath.WalkDir(".", func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (strings.HasPrefix(d.Name(), ".") || d.Name() == "artifacts" || d.Name() == "node_modules") && path != "." {
			return filepath.SkipDir
		}
		if strings.HasSuffix(path, ".go") || strings.HasSuffix(path, ".md") || strings.HasSuffix(path, ".sh") {
			files = append(files, path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// joinedText reads a file with its comment lines joined, so that a citation broken over two lines reads as one.
func joinedText(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if strings.HasSuffix(path, ".go") || strings.HasSuffix(path, ".md") {
		return joinRE.ReplaceAllString(string(data), " ")
	}
	return joinShRE.ReplaceAllString(string(data), " ")
}

// citedSections returns the section numbers cited after the citation at locs[i]: those up to the next citation,
// the end of the parenthesis or the end of the sentence.
func citedSections(text string, locs [][]int, i int) []string {
	end := len(text)
	if i+1 < len(locs) {
		end = locs[i+1][0]
	}
	tail := text[locs[i][1]:end]
	if cut := strings.IndexAny(tail, ")"); cut >= 0 {
		tail = tail[:cut]
	}
	if cut := strings.Index(tail, ". "); cut >= 0 {
		tail = tail[:cut]
	}
	var out []string
	for _, m := range sectRE.FindAllStringSubmatch(tail, -1) {
		out = append(out, m[1])
	}
	return out
}

// TestRulesCitations: every citation of docs/rules in the code and the READMEs names a file that exists and
// sections that file has.
func TestRulesCitations(t *testing.T) {
	fromRoot(t)
	cache := map[string]map[string]bool{}
	cited := 0
	for _, path := range repoFiles(t) {
		text := joinedText(t, path)
		locs := citeRE.FindAllStringSubmatchIndex(text, -1)
		for i, loc := range locs {
			doc := text[loc[2]:loc[3]]
			if doc == "*.md" {
				continue
			}
			if _, ok := cache[doc]; !ok {
				cache[doc] = sections(doc)
			}
			if cache[doc] == nil {
				t.Errorf("%s cites docs/rules/%s, which does not exist", path, doc)
				continue
			}
			for _, sect := range citedSections(text, locs, i) {
				cited++
				if !cache[doc][sect] {
					t.Errorf("%s cites docs/rules/%s §%s, which has no such section", path, doc, sect)
				}
			}
		}
	}
	if cited < 50 {
		t.Errorf("only %d section citations found; the walk is broken", cited)
	}
}

// TestRulesPictures: every picture the rules documents, the other documents and the README show exists.
func TestRulesPictures(t *testing.T) {
	fromRoot(t)
	docs, _ := filepath.Glob(filepath.Join("docs", "rules", "*.md"))
	pages, _ := filepath.Glob(filepath.Join("docs", "*.md"))
	if len(docs) == 0 || len(pages) == 0 {
		t.Fatal("no documents found; the tests do not run from the repository root")
	}
	for _, doc := range append(append(docs, pages...), "README.md") {
		data, err := os.ReadFile(doc)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range imgRE.FindAllStringSubmatch(string(data), -1) {
			if strings.Contains(m[1], "://") {
				continue
			}
			if _, err := os.Stat(filepath.Join(filepath.Dir(doc), m[1])); err != nil {
				t.Errorf("%s shows %s: %v", doc, m[1], err)
			}
		}
	}
}

// TestRulesPerftTables: the reference perft tables of the rules documents and bench/refdata, which the engine is
// tested against, hold the same positions with the same numbers.
func TestRulesPerftTables(t *testing.T) {
	fromRoot(t)
	docs, _ := filepath.Glob(filepath.Join("docs", "rules", "*.md"))
	inDocs := map[string][]uint64{}
	for _, doc := range docs {
		data, err := os.ReadFile(doc)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(data), "\n") {
			m := perftRow.FindStringSubmatch(line)
			if m == nil {
				continue
			}
			var counts []uint64
			for _, s := range perftCount.FindAllString(m[2], -1) {
				n, _ := strconv.ParseUint(strings.ReplaceAll(s, ",", ""), 10, 64)
				counts = append(counts, n)
			}
			inDocs[m[1]] = counts
		}
	}
	for _, c := range refdata.Perft {
		got, ok := inDocs[c.FEN]
		if !ok {
			t.Errorf("%s %s: not in the rules documents' perft tables", c.Variant, c.ID)
			continue
		}
		if len(got) != len(c.Counts) || len(got) == 0 {
			t.Errorf("%s %s: documents give %v, refdata %v", c.Variant, c.ID, got, c.Counts)
			continue
		}
		for i := range got {
			if got[i] != c.Counts[i] {
				t.Errorf("%s %s: documents give %v, refdata %v", c.Variant, c.ID, got, c.Counts)
				break
			}
		}
		delete(inDocs, c.FEN)
	}
	for fen := range inDocs {
		t.Errorf("perft table row %q is not in bench/refdata", fen)
	}
}
