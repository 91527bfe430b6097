import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PaintFirstLink } from './paint-first-link';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

function renderLink() {
  render(
    <MemoryRouter initialEntries={['/client-area']}>
      <Routes>
        <Route
          path="/client-area"
          element={
            <PaintFirstLink to="/client/receipt/123" state={{ from: 'history' }} className="btn">
              Recibo
            </PaintFirstLink>
          }
        />
        <Route path="/client/receipt/:id" element={<h1>Recibo 123</h1>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  return screen.getByRole('link', { name: 'Recibo' });
}

describe('PaintFirstLink', () => {
  it('answers the tap in its own frame (the link shows it is working), then moves, with its state', async () => {
    const link = renderLink();
    expect(link).toHaveAttribute('href', '/client/receipt/123');
    fireEvent.click(link);
    expect(link).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('where')).toHaveTextContent('/client-area');
    expect(await screen.findByRole('heading', { name: 'Recibo 123' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/client/receipt/123 {"from":"history"}');
  });

  it('leaves a click with a key held (a new tab or window) to the browser', async () => {
    const link = renderLink();
    const handled = !fireEvent.click(link, { ctrlKey: true });
    expect(handled).toBe(false);
    expect(link).not.toHaveAttribute('aria-busy');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByTestId('where')).toHaveTextContent('/client-area');
  });
});
