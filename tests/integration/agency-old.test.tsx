import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUrl, renderApp } from '../utils/render-app';

describe('/agency-old', () => {
  it('redirects to /agency keeping the query, without a history entry', async () => {
    // Logged in: the processing view sends a visitor without a session to /login (order-owner.test.tsx).
    const { router } = await renderApp('/agency-old?payment=processing&payment_id=123&utm_source=email', { userId: 1 });
    await waitFor(() => expect(currentUrl(router)).toBe('/agency?payment=processing&payment_id=123&utm_source=email'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { level: 1, name: /Textos, imagens e áudios/ })).toBeInTheDocument();
  });

  it('redirects a bare visit to /agency', async () => {
    const { router } = await renderApp('/agency-old');
    await waitFor(() => expect(currentUrl(router)).toBe('/agency'));
  });
});
