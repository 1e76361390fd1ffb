// A bare node:http server answering every request with the bytes in a file: the ceiling the
// store's cached catalog reads are measured against.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [file, port] = process.argv.slice(2);
const body = readFileSync(file);
http
  .createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    response.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
