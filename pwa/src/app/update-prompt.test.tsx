import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UpdatePrompt } from './update-prompt.tsx';

describe('Update prompt', () => {
  it('asks before reloading into the new version', async () => {
    const onReload = vi.fn();
    const onDismiss = vi.fn();
    render(<UpdatePrompt onReload={onReload} onDismiss={onDismiss} />);
    expect(screen.getByText('A new version is available')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
