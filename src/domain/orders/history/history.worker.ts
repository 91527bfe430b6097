/// <reference lib="webworker" />
/**
 * The history worker: the customer's history downloads, is read and is kept here, off the page's main thread
 * (docs/state-and-data.md#the-history). It answers the page's calls (./history-protocol.ts) with its one store.
 */
import type { HistoryCall, HistoryReply } from './history-protocol';
import { HistoryFailed, HistoryStore } from './history-store';
import { storeOptions } from './history-store-options';
import { indexedDbHistory } from './saved-history';

declare const self: DedicatedWorkerGlobalScope;

const store = new HistoryStore(storeOptions(typeof indexedDB === 'undefined' ? null : indexedDbHistory()));
const reply = (message: HistoryReply) => self.postMessage(message);

self.onmessage = async ({ data }: MessageEvent<HistoryCall>) => {
  try {
    switch (data.call) {
      case 'load':
        await store.load(data.request, (snapshot) => reply({ id: data.id, snapshot }));
        return reply({ id: data.id, ok: true });
      case 'saved':
        return reply({ id: data.id, ok: true, value: await store.readSaved(data.userId) });
      case 'payload':
        return reply({ id: data.id, ok: true, value: await store.payload(data.userId, data.key) });
      case 'csv':
        return reply({ id: data.id, ok: true, value: await store.csv(data.userId, data.table) });
      case 'export':
        return reply({ id: data.id, ok: true, value: await store.exportItems(data.userId) });
      case 'forget':
        await store.forget();
        return reply({ id: data.id, ok: true });
    }
  } catch (error) {
    reply({ id: data.id, ok: false, failure: error instanceof HistoryFailed ? error.failure : { status: null, detail: null, network: false } });
  }
};
