// npm scripts must run on the pinned Node (the `node` devDependency), never on an older system Node.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `Node ${process.versions.node} is too old: this project needs Node >= 22.12. ` +
      'Run `npm install` (it installs the pinned Node into node_modules/.bin) and use the npm scripts.',
  );
  process.exit(1);
}
