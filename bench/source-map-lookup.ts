// A built script's position back to its source file and line, from the source map Parcel writes beside it
// (`<file>.js.map`, version 3): enough for the editor bench's CPU profile to say which of our files, or which
// package, the time went to. Decodes the base64 VLQ "mappings" itself (no source-map package among the
// dependencies).

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The numbers of one mapping segment. */
function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

export interface SourceMapLookup {
  /** The source file and its 1-based line for a 0-based generated line and column (the profiler's), if mapped. */
  at(line: number, column: number): { source: string; line: number } | undefined;
}

export function sourceMapLookup(map: { sources: string[]; mappings: string }): SourceMapLookup {
  // Per generated line: segments as [generated column, source index, source line], in column order.
  const lines: [number, number, number][][] = [];
  let source = 0;
  let sourceLine = 0;
  for (const text of map.mappings.split(';')) {
    const segments: [number, number, number][] = [];
    let column = 0;
    for (const segment of text.split(',')) {
      if (!segment) continue;
      const values = decodeVlq(segment);
      column += values[0]!;
      if (values.length < 4) continue;
      source += values[1]!;
      sourceLine += values[2]!;
      segments.push([column, source, sourceLine]);
    }
    lines.push(segments);
  }
  return {
    at(line, column) {
      const segments = lines[line];
      if (!segments || segments.length === 0) return undefined;
      let low = 0;
      let high = segments.length - 1;
      while (low < high) {
        const mid = (low + high + 1) >> 1;
        if (segments[mid]![0] <= column) low = mid;
        else high = mid - 1;
      }
      const found = segments[low]!;
      return { source: map.sources[found[1]] ?? '?', line: found[2] + 1 };
    },
  };
}
