import fs from 'node:fs/promises';

/*
 * A small writer and reader of POSIX ustar archives, for the folder of uploaded photos in backups
 * (docs/decisions/0023): flat regular files with short names, nothing else. The files are read
 * and written one at a time, so an archive of any size never sits in memory; `tar -tf` and
 * `tar -xf` read what this writes.
 */

const BLOCK = 512;
/** ustar keeps a name in 100 bytes (without the prefix field, which flat files never need). */
const MAX_NAME_BYTES = 100;
/** 11 octal digits: just under 8 GiB. */
const MAX_SIZE = 8 ** 11 - 1;

export type TarEntry = { name: string; size: number; mtime: Date };
/** An entry as read back, with where its bytes are in the archive. */
export type TarEntryAt = TarEntry & { offset: number };

function octal(value: number, width: number): string {
  // width - 1 digits and a NUL.
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

/** The 512-byte ustar header of a regular file. */
export function tarHeader(entry: TarEntry): Buffer {
  const name = Buffer.from(entry.name, 'utf8');
  if (name.length === 0 || name.length > MAX_NAME_BYTES) {
    throw new Error(`A tar entry name must be 1 to 100 bytes: ${entry.name}`);
  }
  if (!Number.isSafeInteger(entry.size) || entry.size < 0 || entry.size > MAX_SIZE) {
    throw new Error(`${entry.name} is too large for a ustar archive.`);
  }
  const header = Buffer.alloc(BLOCK);
  name.copy(header, 0);
  header.write(octal(0o644, 8), 100, 'ascii'); // mode
  header.write(octal(0, 8), 108, 'ascii'); // uid
  header.write(octal(0, 8), 116, 'ascii'); // gid
  header.write(octal(entry.size, 12), 124, 'ascii');
  header.write(octal(Math.max(0, Math.floor(entry.mtime.getTime() / 1000)), 12), 136, 'ascii');
  header.write('        ', 148, 'ascii'); // the checksum counts its own field as spaces
  header.write('0', 156, 'ascii'); // a regular file
  header.write('ustar\0', 257, 'ascii');
  header.write('00', 263, 'ascii');
  header.write(checksumField(header), 148, 'ascii');
  return header;
}

function checksum(header: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : header[i]!;
  return sum;
}

/** Six octal digits, a NUL and a space, as tar writes it. */
const checksumField = (header: Buffer) => `${checksum(header).toString(8).padStart(6, '0')}\0 `;

function readOctal(field: Buffer): number {
  const text = field
    .toString('ascii')
    .replace(/[\0 ]+$/, '')
    .replace(/^ +/, '');
  if (!/^[0-7]*$/.test(text)) return NaN;
  return text === '' ? 0 : parseInt(text, 8);
}

const padding = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;

/**
 * Writes `files` (name and path on disk, each read when its turn comes) to `target` as a ustar
 * archive; answers the entries written.
 */
export async function writeTar(
  target: string,
  files: { name: string; path: string }[],
  mode = 0o600,
): Promise<TarEntry[]> {
  const out = await fs.open(target, 'w', mode);
  const entries: TarEntry[] = [];
  try {
    for (const file of files) {
      const data = await fs.readFile(file.path);
      const { mtime } = await fs.stat(file.path);
      const entry = { name: file.name, size: data.length, mtime };
      await out.write(tarHeader(entry));
      await out.write(data);
      await out.write(Buffer.alloc(padding(data.length)));
      entries.push(entry);
    }
    // The end of the archive: two empty blocks.
    await out.write(Buffer.alloc(2 * BLOCK));
  } finally {
    await out.close();
  }
  return entries;
}

/**
 * Reads a ustar archive's entries (regular files only; anything else, a bad checksum or a file
 * cut short is an error naming `file`). The contents are read later, with readTarEntry.
 */
export async function listTar(file: string): Promise<TarEntryAt[]> {
  const handle = await fs.open(file, 'r');
  try {
    const { size: total } = await handle.stat();
    const entries: TarEntryAt[] = [];
    const header = Buffer.alloc(BLOCK);
    let position = 0;
    for (;;) {
      const { bytesRead } = await handle.read(header, 0, BLOCK, position);
      if (bytesRead < BLOCK) throw new Error(`${file} is not a whole tar archive (cut short).`);
      if (header.every((b) => b === 0)) return entries;
      const stored = readOctal(header.subarray(148, 156));
      if (stored !== checksum(header)) {
        throw new Error(`${file} is not a tar archive (bad header at byte ${position}).`);
      }
      const nameEnd = header.indexOf(0, 0);
      const prefixEnd = header.indexOf(0, 345);
      const prefix = header
        .subarray(345, prefixEnd === -1 || prefixEnd > 500 ? 500 : prefixEnd)
        .toString('utf8');
      const name = header
        .subarray(0, nameEnd === -1 || nameEnd > 100 ? 100 : nameEnd)
        .toString('utf8');
      const type = String.fromCharCode(header[156]!);
      const size = readOctal(header.subarray(124, 136));
      const fullName = prefix ? `${prefix}/${name}` : name;
      if (type !== '0' && type !== '\0') {
        throw new Error(
          `${file} holds ${fullName}, which is not a plain file (type ${JSON.stringify(type)}).`,
        );
      }
      if (!Number.isSafeInteger(size)) throw new Error(`${file}: bad size for ${fullName}.`);
      const offset = position + BLOCK;
      if (offset + size > total) throw new Error(`${file} is not a whole tar archive (cut short).`);
      entries.push({
        name: fullName,
        size,
        mtime: new Date(readOctal(header.subarray(136, 148)) * 1000),
        offset,
      });
      position = offset + size + padding(size);
    }
  } finally {
    await handle.close();
  }
}

/** One entry's bytes. */
export async function readTarEntry(file: string, entry: TarEntryAt): Promise<Buffer> {
  const handle = await fs.open(file, 'r');
  try {
    const data = Buffer.alloc(entry.size);
    const { bytesRead } = await handle.read(data, 0, entry.size, entry.offset);
    if (bytesRead !== entry.size) throw new Error(`${file} is cut short in ${entry.name}.`);
    return data;
  } finally {
    await handle.close();
  }
}
