// The benchmark's floor: the least a host and a first screen can be, measured the way
// bench-startup.ts measures the console. Node starting, one loopback server, one page whose
// script asks for rows once and filters them on a keystroke. What the console takes above this
// figure is its own; below it nothing on this machine can go.
const http = process.getBuiltinModule('node:http');

const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Floor</title></head>
<body><div role="status" id="status"></div>
<label>Search instruments <input id="search"></label><ul id="rows"></ul>
<script type="module">
const status = document.getElementById('status');
const rows = document.getElementById('rows');
const instruments = await (await fetch('/rows')).json();
const show = (shown) => {
  rows.replaceChildren(...shown.map((name) => Object.assign(document.createElement('li'), { textContent: name })));
};
show(instruments);
status.textContent = instruments.length + ' instruments loaded';
document.getElementById('search').addEventListener('input', (event) => {
  const shown = instruments.filter((name) => name.includes(event.target.value));
  show(shown);
  status.textContent = shown.length + ' of ' + instruments.length + ' loaded instruments match';
});
</script></body></html>`;
const rows = JSON.stringify(
  Array.from({ length: 50 }, (_, i) => (i % 2 ? 'visa ' : 'mastercard ') + i),
);

const server = http.createServer((req, res) => {
  const json = req.url === '/rows';
  res.writeHead(200, { 'content-type': json ? 'application/json' : 'text/html; charset=utf-8' });
  res.end(json ? rows : page);
});
server.listen(0, '127.0.0.1', () =>
  console.log(`Open: http://127.0.0.1:${server.address().port}/`),
);
process.on('SIGINT', () => process.exit(0));
