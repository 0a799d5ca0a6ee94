import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useHasOwnActionBar, useOwnActionBar } from './own-action-bar';

function Form() {
  useOwnActionBar();
  return <p>form</p>;
}

function Shell({ forms }: { forms: number }) {
  const hidden = useHasOwnActionBar();
  return (
    <>
      {Array.from({ length: forms }, (_, index) => (
        <Form key={index} />
      ))}
      {!hidden && <nav aria-label="Quick navigation" />}
    </>
  );
}

describe('useOwnActionBar', () => {
  it('hides the bottom bar while any form with its own bar is shown, and marks the page for scroll padding', () => {
    const { rerender } = render(<Shell forms={0} />);
    expect(screen.getByRole('navigation', { name: 'Quick navigation' })).toBeInTheDocument();
    expect(document.documentElement).not.toHaveAttribute('data-own-action-bar');

    rerender(<Shell forms={2} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-own-action-bar');

    rerender(<Shell forms={1} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();

    rerender(<Shell forms={0} />);
    expect(screen.getByRole('navigation', { name: 'Quick navigation' })).toBeInTheDocument();
    expect(document.documentElement).not.toHaveAttribute('data-own-action-bar');
  });
});
