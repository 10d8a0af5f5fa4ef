// Chess figures drawn for sennight (docs/gui.md: the project's own art, under the project's licence). Each is a
// list of SVG paths on a 100x100 box: the body in the side's colour, "detail" lines in the other colour.
"use strict";
const FIGURES = {
  pawn: {body: ["M50 18a13 13 0 1 1-0.1 0z", "M36 80C38 62 42 50 50 44C58 50 62 62 64 80z", "M28 90h44v-10h-44z"]},
  rook: {body: ["M28 90h44v-9h-6l-3-38h7v-20h-9v7h-6v-7h-10v7h-6v-7h-9v20h7l-3 38h-6z"],
    detail: ["M37 43h26"]},
  bishop: {body: ["M50 10a6 6 0 1 1-0.1 0z", "M50 20C30 38 32 60 40 68h20C68 60 70 38 50 20z",
    "M36 68h28v8h-28z", "M26 90h48l-6-12h-36z"], detail: ["M50 36v18M42 45h16"]},
  knight: {body: ["M30 90h44l-2-16C74 52 68 28 50 20l-4-9-5 10C31 26 24 40 20 52l6 7 10-6 6 3C34 64 30 74 30 90z"],
    detail: ["M36 34a3 3 0 1 1-0.1 0z", "M46 22C60 30 66 50 64 74"]},
  queen: {body: ["M30 76L22 34 38 56 42 24 50 54 58 24 62 56 78 34 70 76z", "M26 90h48l-4-14h-40z",
    "M22 28a5 5 0 1 1-0.1 0z", "M42 18a5 5 0 1 1-0.1 0z", "M58 18a5 5 0 1 1-0.1 0z", "M78 28a5 5 0 1 1-0.1 0z"],
    detail: ["M32 72h36"]},
  king: {body: ["M32 76C18 56 34 40 50 56C66 40 82 56 68 76z", "M26 90h48l-4-14h-40z",
    "M46 8h8v8h8v8h-8v22h-8v-22h-8v-8h8z"], detail: ["M32 72h36"]},
};

const SVGNS = "http://www.w3.org/2000/svg";

function svgEl(tag, attrs) {
  const e = document.createElementNS(SVGNS, tag);
  for (const k in attrs) e.setAttribute(k, attrs[k]);
  return e;
}

// pieceNode draws a piece centred on (x, y) for a cell of size unit: a chess figure for an orthodox piece, else the
// piece's letter in a disc, as `sennight render` draws it.
function pieceNode(type, white, x, y, unit) {
  const g = svgEl("g", {class: "piece " + (white ? "white" : "black")});
  const fig = type && FIGURES[type.glyph];
  if (fig) {
    const s = 1.5 * unit / 100;
    // The figure's own transform sits on an inner group, so a drag can move the outer one.
    const inner = svgEl("g", {transform: `translate(${x - 50 * s} ${y - 52 * s}) scale(${s})`});
    for (const d of fig.body) inner.appendChild(svgEl("path", {d, class: "body"}));
    for (const d of fig.detail || []) inner.appendChild(svgEl("path", {d, class: "detail"}));
    g.appendChild(inner);
    return g;
  }
  g.appendChild(svgEl("circle", {cx: x, cy: y, r: 0.66 * unit, class: "disc"}));
  const tok = type ? type.tok : "?";
  const size = (tok.length > 1 ? 0.66 : 0.78) * unit;
  const t = svgEl("text", {x, y: y + 0.35 * size, "font-size": size,
    class: "letter"});
  t.textContent = tok.toUpperCase();
  g.appendChild(t);
  return g;
}
