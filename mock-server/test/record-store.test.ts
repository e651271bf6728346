import { describe, expect, it, vi } from 'vitest';
import { RecordStore } from '../src/stores/record-store';

const record = (id: string) => ({ id, name: `record ${id}` });

describe('RecordStore', () => {
  it('keeps insertion order and answers newest first', async () => {
    const store = new RecordStore<{ id: string; name: string }>({ max: 10 });
    await store.add(record('a'));
    await store.add(record('b'));
    expect(store.all().map((r) => r.id)).toEqual(['a', 'b']);
    expect(store.newestFirst().map((r) => r.id)).toEqual(['b', 'a']);
    expect(store.get('a')).toEqual(record('a'));
    expect(store.find((r) => r.id === 'b')).toEqual(record('b'));
  });

  it('drops the oldest records beyond its cap', async () => {
    const store = new RecordStore({ max: 2 }, [record('a'), record('b'), record('c')]);
    expect(store.all().map((r) => r.id)).toEqual(['b', 'c']);
    await store.add(record('d'));
    expect(store.all().map((r) => r.id)).toEqual(['c', 'd']);
  });

  it('saves after each change, and only after a change', async () => {
    const save = vi.fn(async () => {});
    const store = new RecordStore({ max: 10, save }, [record('a')]);
    await store.add(record('b'));
    await store.delete('a');
    await store.delete('missing');
    await store.retain(() => true);
    await store.retain((r) => r.id !== 'b');
    await store.clear();
    expect(save.mock.calls).toEqual([[[record('a'), record('b')]], [[record('b')]], [[]], [[]]]);
  });
});
