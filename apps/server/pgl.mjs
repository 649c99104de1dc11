import { PGlite } from '@electric-sql/pglite';
let t = Date.now();
const a = new PGlite('memory://'); await a.waitReady;
console.log('fresh', Date.now() - t); t = Date.now();
await a.exec('create table x (id int); insert into x values (1);');
const dump = await a.dumpDataDir('none');
console.log('dump', Date.now() - t, dump.size); t = Date.now();
const b = new PGlite({ loadDataDir: dump }); await b.waitReady;
console.log('load', Date.now() - t, (await b.query('select * from x')).rows);
