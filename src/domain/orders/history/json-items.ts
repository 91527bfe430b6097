/**
 * Reads a JSON list as it downloads, one item at a time, without ever holding the whole body as text: the history's
 * answer carries every result inline (base64 images and audio, docs/state-and-data.md#the-history), tens of megabytes
 * a year. Each item is parsed on its own, and an item's long string values (a result, a base64 file) are cut out
 * before parsing: they reach the caller as raw bytes, to be kept as a Blob, never as a JavaScript string. Finding a
 * string's end is a native search for its closing quote, so a megabyte of base64 costs one scan.
 *
 * The list is the body itself, or the `history` or `items` list of an object (the shapes the history accepts).
 */

/** String values longer than this (in bytes, escapes included) are cut out of their item. */
export const CUT_AT_BYTES = 16 * 1024;

export interface JsonItem {
  /** The item's JSON, each cut value replaced by null. */
  json: string;
  /** The cut values by key (top-level keys of the item only), as the raw bytes between the quotes: escapes unread. */
  cuts: Map<string, Uint8Array[]>;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const NULL_BYTES = new Uint8Array([0x6e, 0x75, 0x6c, 0x6c]);
const WRAPPER_KEYS = new Set(['history', 'items']);

/** Where the reader stands in the text around the list (the wrapper object) and inside it. */
interface Frame {
  kind: 'object' | 'array';
  /** In an object: the next string is a key. */
  expectKey: boolean;
  /** In an object: the last key read. */
  key: string | null;
}

export class JsonItemsReader {
  private readonly decoder = new TextDecoder();
  private readonly stack: Frame[] = [];
  /** The depth of the list whose items are read (its own frame's index); -1 until found. */
  private listDepth = -1;
  private listDone = false;
  /** The item being read: its committed bytes and cuts. */
  private item: { parts: Uint8Array[]; cuts: Map<string, Uint8Array[]> } | null = null;
  /** A string being read: whether it is a value directly in the item (a candidate for cutting), its bytes so far. */
  private string: { cuttable: boolean; key: boolean; parts: Uint8Array[]; length: number } | null = null;
  /** Backslashes right before the scan position, inside the current string (carried across chunks). */
  private backslashes = 0;
  /** The items completed by the chunk being read. */
  private readonly items: JsonItem[] = [];

  /** Reads a chunk; returns the items it completed. */
  push(chunk: Uint8Array): JsonItem[] {
    let position = 0;
    // Where the item's bytes not yet committed start in this chunk.
    let mark = this.item && !this.string ? 0 : -1;
    const commit = (end: number) => {
      if (this.item && mark >= 0 && end > mark) this.item.parts.push(chunk.subarray(mark, end));
    };
    while (position < chunk.length) {
      if (this.string) {
        const end = this.findStringEnd(chunk, position);
        const stop = end === -1 ? chunk.length : end;
        if (stop > position) {
          this.string.parts.push(chunk.subarray(position, stop));
          this.string.length += stop - position;
        }
        if (end === -1) {
          position = chunk.length;
          break;
        }
        position = end + 1;
        mark = this.closeString(mark, position);
        continue;
      }
      const byte = chunk[position]!;
      const frame = this.stack.at(-1);
      const inList = this.listDepth >= 0 && !this.listDone && this.stack.length - 1 === this.listDepth;
      if (byte === QUOTE) {
        // A string item (for the schema to refuse) is an item too.
        if (inList && !this.item) this.item = { parts: [], cuts: new Map() };
        commit(position);
        // The string's bytes, quotes included, are held apart until its length says whether it is cut.
        mark = -1;
        this.openString();
        position += 1;
        continue;
      }
      if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
        if (inList && !this.item) {
          this.item = { parts: [], cuts: new Map() };
          mark = position;
        }
        this.stack.push({ kind: byte === OPEN_OBJECT ? 'object' : 'array', expectKey: byte === OPEN_OBJECT, key: null });
        if (this.listDepth < 0 && byte === OPEN_ARRAY && this.isListStart()) this.listDepth = this.stack.length - 1;
        position += 1;
        continue;
      }
      if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
        if (inList) {
          // The list ends: an unfinished primitive item ends with it.
          this.finishItem(chunk, mark, position);
          mark = -1;
          this.listDone = true;
        }
        this.stack.pop();
        position += 1;
        if (this.item && this.stack.length - 1 === this.listDepth) {
          this.finishItem(chunk, mark, position);
          mark = -1;
        }
        continue;
      }
      if (byte === COLON && frame?.kind === 'object') frame.expectKey = false;
      else if (byte === COMMA) {
        if (frame?.kind === 'object') frame.expectKey = true;
        if (inList && this.item) {
          this.finishItem(chunk, mark, position);
          mark = -1;
        }
      } else if (inList && !this.item && byte > 0x20) {
        // A primitive item (a number, true, null): read to the next comma or the list's end.
        this.item = { parts: [], cuts: new Map() };
        mark = position;
      }
      position += 1;
    }
    commit(chunk.length);
    return this.items.splice(0);
  }

  /** Checks that the body ended where a list ended; a body that stops earlier is cut short. */
  finish(): void {
    if (this.listDepth < 0) throw new SyntaxError('The body holds no list');
    if (!this.listDone || this.stack.length > 0 || this.string) throw new SyntaxError('The body ended before the list did');
  }

  /** The list is the body itself, or the value of `history` or `items` in the body's object. */
  private isListStart(): boolean {
    if (this.stack.length === 1) return true;
    const parent = this.stack.at(-2);
    return this.stack.length === 2 && parent?.kind === 'object' && WRAPPER_KEYS.has(parent.key ?? '');
  }

  private openString(): void {
    const frame = this.stack.at(-1);
    const key = frame?.kind === 'object' && frame.expectKey;
    // A value directly in an item (the list's item objects sit one level below the list).
    const cuttable = !key && this.item !== null && frame?.kind === 'object' && this.stack.length - 2 === this.listDepth;
    this.string = { cuttable, key, parts: [], length: 0 };
    this.backslashes = 0;
  }

  /** The index of the quote that ends the current string in `chunk`, from `from`; -1 when it goes on. */
  private findStringEnd(chunk: Uint8Array, from: number): number {
    let position = from;
    for (;;) {
      const quote = chunk.indexOf(QUOTE, position);
      const stop = quote === -1 ? chunk.length : quote;
      // The backslashes right before `stop` (and before this chunk, when all of it is backslashes).
      let run = 0;
      while (stop - run - 1 >= position && chunk[stop - run - 1] === BACKSLASH) run += 1;
      if (run === stop - position) run += this.backslashes;
      if (quote === -1) {
        this.backslashes = run;
        return -1;
      }
      this.backslashes = 0;
      if (run % 2 === 0) return quote;
      position = quote + 1;
    }
  }

  /** The string ended just before `after`: keep its bytes in the item, or cut them out; returns the new mark. */
  private closeString(mark: number, after: number): number {
    const string = this.string!;
    this.string = null;
    const frame = this.stack.at(-1);
    if (string.key) {
      const text = this.decoder.decode(concat(string.parts));
      if (frame) frame.key = text;
      if (this.item) this.item.parts.push(QUOTE_BYTES, ...string.parts, QUOTE_BYTES);
      return this.item ? after : mark;
    }
    if (!this.item) return mark;
    if (string.cuttable && string.length > CUT_AT_BYTES && frame?.key) {
      this.item.cuts.set(frame.key, string.parts);
      this.item.parts.push(NULL_BYTES);
    } else {
      this.item.parts.push(QUOTE_BYTES, ...string.parts, QUOTE_BYTES);
    }
    return after;
  }

  private finishItem(chunk: Uint8Array, mark: number, end: number): void {
    const item = this.item;
    if (!item) return;
    if (mark >= 0 && end > mark) item.parts.push(chunk.subarray(mark, end));
    this.item = null;
    this.items.push({ json: this.decoder.decode(concat(item.parts)).trim(), cuts: item.cuts });
  }
}

const QUOTE_BYTES = new Uint8Array([QUOTE]);

function concat(parts: readonly Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const whole = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
}

/** A cut value as text (its JSON escapes read), decoded part by part: the bytes are never copied into one buffer. */
export function cutText(parts: readonly Uint8Array[]): string {
  const decoder = new TextDecoder();
  let raw = '';
  for (const part of parts) raw += decoder.decode(part, { stream: true });
  raw += decoder.decode();
  return raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
}
