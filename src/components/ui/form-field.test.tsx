import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { TextAreaField, TextField } from './form-field';

/** A prerendered form as the app writes one: its state is the fields' values. */
function Form({ onState }: { onState: (state: { name: string; note: string }) => void }) {
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  onState({ name, note });
  return (
    <form>
      <TextField label="Nome" name="name" value={name} onChange={(event) => setName(event.target.value)} />
      <TextAreaField label="Recado" name="note" value={note} onChange={(event) => setNote(event.target.value)} />
    </form>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

describe('a prerendered field typed into before the app is live', () => {
  it('hands what was typed to the app once it hydrates, and keeps it on screen', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form onState={() => undefined} />);
    document.body.append(container);
    // The visitor types while the app's code is still on its way.
    container.querySelector('input')!.value = 'Maria';
    container.querySelector('textarea')!.value = 'Olá';
    let state = { name: '', note: '' };
    await act(async () => {
      root = hydrateRoot(container, <Form onState={(next) => (state = next)} />);
    });
    expect(state).toEqual({ name: 'Maria', note: 'Olá' });
    expect(container.querySelector('input')!.value).toBe('Maria');
    expect(container.querySelector('textarea')!.value).toBe('Olá');
  });

  it('changes nothing when nothing was typed', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form onState={() => undefined} />);
    document.body.append(container);
    const states: { name: string; note: string }[] = [];
    await act(async () => {
      root = hydrateRoot(container, <Form onState={(next) => states.push(next)} />);
    });
    expect(states.every((each) => each.name === '' && each.note === '')).toBe(true);
  });
});
