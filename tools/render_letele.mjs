// Render every React SVG component of @letele/playing-cards (CC0-1.0) to a plain SVG file.
//
// Usage: node tools/render_letele.mjs <install dir> <out dir>
//   <install dir>: a folder where `npm install @letele/playing-cards@0.1.0 react react-dom`
//                  was run (it holds node_modules/); never this repository.
//   <out dir>:     receives one <Name>.svg per export (Sa, H10, Dk, B1, ...).
// Called by tools/make_drawn_cards.py, which recolours and rasterises the files.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";

const [installDir, outDir] = process.argv.slice(2);
if (!installDir || !outDir) {
  console.error("usage: node tools/render_letele.mjs <install dir> <out dir>");
  process.exit(2);
}
const root = path.resolve(installDir);
const require = createRequire(path.join(root, "package.json"));
const React = require("react");
const { renderToStaticMarkup } = require("react-dom/server");
const entry = require.resolve("@letele/playing-cards/dist/index.esm.js");

// The package ships ESM in a .js file without "type": "module". Node 20.19+ and 22+ detect
// that by themselves; older ones need a .mjs copy beside node_modules so the bare imports
// (react, @babel/runtime) still resolve from the install folder.
async function loadDeck() {
  try {
    return await import(pathToFileURL(entry).href);
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    const copy = path.join(root, "letele-index.mjs");
    fs.copyFileSync(entry, copy);
    return await import(pathToFileURL(copy).href);
  }
}

const deck = await loadDeck();
fs.mkdirSync(outDir, { recursive: true });
const names = Object.keys(deck)
  .filter((name) => typeof deck[name] === "function")
  .sort();
for (const name of names) {
  const markup = renderToStaticMarkup(React.createElement(deck[name]));
  fs.writeFileSync(path.join(outDir, `${name}.svg`), markup + "\n");
}
console.log(`render_letele: ${names.length} SVG files in ${outDir}`);
