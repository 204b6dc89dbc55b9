import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listTar, readTarEntry, tarHeader, writeTar } from './ustar.js';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-ustar-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function files(dir: string, contents: Record<string, Buffer>) {
  fs.mkdirSync(dir, { recursive: true });
  return Object.entries(contents).map(([name, data]) => {
    fs.writeFileSync(path.join(dir, name), data);
    return { name, path: path.join(dir, name) };
  });
}

const hasTar = spawnSync('tar', ['--version']).status === 0;

describe('ustar', () => {
  const contents = {
    'a.webp': crypto.randomBytes(1000),
    'b.webp': Buffer.alloc(0),
    'c.webp': crypto.randomBytes(512),
  };

  it('reads back what it writes: names, sizes and bytes, in order', async () => {
    const archive = path.join(tmp, 'round.tar');
    const written = await writeTar(archive, files(path.join(tmp, 'round'), contents));
    expect(written.map((e) => [e.name, e.size])).toEqual([
      ['a.webp', 1000],
      ['b.webp', 0],
      ['c.webp', 512],
    ]);
    // Headers and contents in whole blocks, then two empty blocks.
    expect(fs.statSync(archive).size).toBe(512 * (1 + 2 + 1 + 0 + 1 + 1) + 1024);
    const entries = await listTar(archive);
    expect(entries.map((e) => e.name)).toEqual(['a.webp', 'b.webp', 'c.webp']);
    for (const entry of entries) {
      const expected = contents[entry.name as keyof typeof contents];
      expect((await readTarEntry(archive, entry)).equals(expected)).toBe(true);
    }
  });

  it('reads an empty archive as no entries', async () => {
    const archive = path.join(tmp, 'empty.tar');
    await writeTar(archive, []);
    expect(fs.statSync(archive).size).toBe(1024);
    expect(await listTar(archive)).toEqual([]);
  });

  it.runIf(hasTar)('writes what tar reads, and reads what tar writes', async () => {
    const archive = path.join(tmp, 'for-tar.tar');
    await writeTar(archive, files(path.join(tmp, 'for-tar'), contents));
    const listed = spawnSync('tar', ['-tvf', archive], { encoding: 'utf8' });
    expect(listed.status).toBe(0);
    expect(
      listed.stdout
        .trim()
        .split('\n')
        .map((l) => l.split(/\s+/).at(-1)),
    ).toEqual(['a.webp', 'b.webp', 'c.webp']);
    const out = path.join(tmp, 'extracted');
    fs.mkdirSync(out);
    expect(spawnSync('tar', ['-xf', archive, '-C', out]).status).toBe(0);
    expect(fs.readFileSync(path.join(out, 'a.webp')).equals(contents['a.webp'])).toBe(true);

    const byTar = path.join(tmp, 'by-tar.tar');
    const made = spawnSync('tar', ['--format=ustar', '-cf', byTar, '-C', out, 'c.webp', 'a.webp']);
    expect(made.status).toBe(0);
    const entries = await listTar(byTar);
    expect(entries.map((e) => [e.name, e.size])).toEqual([
      ['c.webp', 512],
      ['a.webp', 1000],
    ]);
    expect((await readTarEntry(byTar, entries[1]!)).equals(contents['a.webp'])).toBe(true);
  });

  it('refuses a damaged header, an archive cut short, and anything but a plain file', async () => {
    const archive = path.join(tmp, 'damaged.tar');
    await writeTar(archive, files(path.join(tmp, 'damaged'), { 'a.webp': Buffer.alloc(700, 1) }));
    const whole = fs.readFileSync(archive);

    const badHeader = Buffer.from(whole);
    badHeader[0] = 'z'.charCodeAt(0);
    fs.writeFileSync(archive, badHeader);
    await expect(listTar(archive)).rejects.toThrow(/not a tar archive \(bad header at byte 0\)/);

    fs.writeFileSync(archive, whole.subarray(0, 1000));
    await expect(listTar(archive)).rejects.toThrow(/cut short/);

    fs.writeFileSync(archive, 'not a tar archive at all');
    await expect(listTar(archive)).rejects.toThrow(/cut short/);

    const link = tarHeader({ name: 'link.webp', size: 0, mtime: new Date(0) });
    link.write('2', 156, 'ascii');
    link.write('        ', 148, 'ascii');
    let sum = 0;
    for (const b of link) sum += b;
    link.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
    fs.writeFileSync(archive, Buffer.concat([link, Buffer.alloc(1024)]));
    await expect(listTar(archive)).rejects.toThrow(/link\.webp, which is not a plain file/);

    expect(() => tarHeader({ name: 'x'.repeat(101), size: 0, mtime: new Date() })).toThrow(
      /1 to 100 bytes/,
    );
  });
});
