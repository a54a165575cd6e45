import { describe, expect, it } from 'vitest';
import { groupCommit, type Outcome } from './group-commit';

/** A writer that records its batches; items named "bad" make a batch fail, items named "refused" fail alone. */
function recordingWriter() {
  const batches: string[][] = [];
  const alone: string[] = [];
  const writeBatch = async (items: string[]): Promise<Outcome<string>[]> => {
    batches.push(items);
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (items.includes('bad')) throw new Error('constraint failed');
    return items.map((item) => (item === 'refused' ? { error: new Error(`refused ${item}`) } : { value: `saved ${item}` }));
  };
  const writeOne = async (item: string) => {
    alone.push(item);
    if (item === 'bad') throw new Error('bad item');
    return `saved alone ${item}`;
  };
  return { batches, alone, writeBatch, writeOne };
}

describe('group commit', () => {
  it('writes the saves of one event-loop turn in one batch and answers each with its own result', async () => {
    const writer = recordingWriter();
    const save = groupCommit(writer.writeBatch, writer.writeOne);
    const results = await Promise.all(['a', 'b', 'c'].map(save));
    expect(results).toEqual(['saved a', 'saved b', 'saved c']);
    expect(writer.batches).toEqual([['a', 'b', 'c']]);
  });

  it('acknowledges nothing before its batch is written, and saves arriving meanwhile go in the next batch', async () => {
    const writer = recordingWriter();
    const save = groupCommit(writer.writeBatch, writer.writeOne);
    const first = save('a');
    await new Promise((resolve) => setImmediate(resolve)); // the batch with "a" is now being written
    let secondDone = false;
    const second = save('b').then((result) => ((secondDone = true), result));
    expect(await first).toBe('saved a');
    expect(secondDone).toBe(false);
    expect(await second).toBe('saved b');
    expect(writer.batches).toEqual([['a'], ['b']]);
  });

  it('rejects only the save the batch refused', async () => {
    const writer = recordingWriter();
    const save = groupCommit(writer.writeBatch, writer.writeOne);
    const results = await Promise.allSettled(['a', 'refused', 'c'].map(save));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('when a batch fails, writes each of its saves alone so one bad save fails alone', async () => {
    const writer = recordingWriter();
    const save = groupCommit(writer.writeBatch, writer.writeOne);
    const results = await Promise.allSettled(['a', 'bad', 'c'].map(save));
    expect(results).toEqual([
      { status: 'fulfilled', value: 'saved alone a' },
      { status: 'rejected', reason: new Error('bad item') },
      { status: 'fulfilled', value: 'saved alone c' },
    ]);
    expect(writer.alone.sort()).toEqual(['a', 'bad', 'c']);
  });

  it('splits a queue longer than the largest batch', async () => {
    const writer = recordingWriter();
    const save = groupCommit(writer.writeBatch, writer.writeOne, 2);
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map(save));
    expect(writer.batches).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });
});
