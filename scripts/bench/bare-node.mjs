// What Node itself can do on the same bytes: a plain `node:http` server answering each captured response with
// `writeHead` and `end`, as the simplest Node server would. Printed beside the product and nginx as a reference (no
// target): the product's ratio to nginx is bounded by Node's own HTTP stack, and this shows where that bound is today.
// Run as `node bare-node.mjs <port> <file>`, where the file holds [{ pathname, headers, body (base64) }].
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [port, file] = process.argv.slice(2);
const answers = new Map(
  JSON.parse(readFileSync(file, 'utf8')).map(({ pathname, headers, body }) => [pathname, { headers, body: Buffer.from(body, 'base64') }]),
);
http
  .createServer((req, res) => {
    const answer = answers.get(req.url);
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, answer.headers);
    res.end(answer.body);
  })
  .listen(Number(port), '127.0.0.1');
