import { once } from 'node:events';
import { crc32, createDeflateRaw } from 'node:zlib';

/** One file of an archive: its name and its content, produced as it is read (never whole in memory). */
export interface ZipEntry {
  name: string;
  content: AsyncIterable<string | Buffer> | Iterable<string | Buffer>;
}

// Sizes and offsets are 32-bit without ZIP64; an XLSX of a million rows compresses to a few tens of MB, and a sheet's
// XML stays far below 4 GiB uncompressed, so ZIP64 is left out and a file that would need it is refused.
const LIMIT = 0xffff_ffff;
const DOS_DATE_1980 = (0 << 9) | (1 << 5) | 1; // 1980-01-01: fixed, so the same data gives the same bytes
const FLAG_DATA_DESCRIPTOR_UTF8 = 0x0008 | 0x0800;

interface Written {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

function localHeader(name: Buffer): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4); // version needed: 2.0 (deflate)
  header.writeUInt16LE(FLAG_DATA_DESCRIPTOR_UTF8, 6);
  header.writeUInt16LE(8, 8); // deflate
  header.writeUInt16LE(0, 10);
  header.writeUInt16LE(DOS_DATE_1980, 12);
  // crc and sizes are zero here: bit 3 says they follow the data, which is how a stream can be written in one pass.
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function dataDescriptor({ crc, compressed, size }: Written): Buffer {
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(crc, 4);
  descriptor.writeUInt32LE(compressed, 8);
  descriptor.writeUInt32LE(size, 12);
  return descriptor;
}

function centralRecord(entry: Written): Buffer {
  const record = Buffer.alloc(46);
  record.writeUInt32LE(0x02014b50, 0);
  record.writeUInt16LE(20, 4);
  record.writeUInt16LE(20, 6);
  record.writeUInt16LE(FLAG_DATA_DESCRIPTOR_UTF8, 8);
  record.writeUInt16LE(8, 10);
  record.writeUInt16LE(0, 12);
  record.writeUInt16LE(DOS_DATE_1980, 14);
  record.writeUInt32LE(entry.crc, 16);
  record.writeUInt32LE(entry.compressed, 20);
  record.writeUInt32LE(entry.size, 24);
  record.writeUInt16LE(entry.name.length, 28);
  record.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([record, entry.name]);
}

function endOfDirectory(count: number, size: number, offset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return end;
}

/**
 * A ZIP archive (PKWARE APPNOTE 6.3, deflate, data descriptors) written as its entries' contents arrive, for
 * exports that must never hold their rows in memory (issue #19: XLSX of a million feedbacks). The consumer's pace
 * sets the pace: each compressed chunk is yielded before the next piece of content is read.
 */
export async function* zipStream(entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>): AsyncGenerator<Buffer> {
  const written: Written[] = [];
  let offset = 0;
  for await (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const header = localHeader(name);
    yield header;
    const start = offset;
    offset += header.length;
    let crc = 0;
    let size = 0;
    let compressed = 0;
    const deflate = createDeflateRaw({ level: 6 });
    const chunks: Buffer[] = [];
    deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
    const drain = function* () {
      for (const chunk of chunks.splice(0)) {
        compressed += chunk.length;
        yield chunk;
      }
    };
    for await (const piece of entry.content) {
      const data = typeof piece === 'string' ? Buffer.from(piece, 'utf8') : piece;
      if (data.length === 0) continue;
      crc = crc32(data, crc);
      size += data.length;
      await new Promise<void>((resolve, reject) => deflate.write(data, (error) => (error ? reject(error) : resolve())));
      // Flush what zlib has made so far without a sync flush (which would cost ratio): whatever 'data' emitted.
      yield* drain();
    }
    const ended = once(deflate, 'end');
    deflate.end();
    await ended; // 'end', not 'finish': every compressed byte has been emitted, the flush's included
    yield* drain();
    const record = { name, crc, compressed, size, offset: start };
    if (size > LIMIT || offset + compressed > LIMIT) throw new Error(`${entry.name} is too large for a ZIP without ZIP64`);
    offset += compressed;
    const descriptor = dataDescriptor(record);
    yield descriptor;
    offset += descriptor.length;
    written.push(record);
  }
  const directory = Buffer.concat(written.map(centralRecord));
  yield directory;
  yield endOfDirectory(written.length, directory.length, offset);
}
