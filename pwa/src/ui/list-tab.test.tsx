import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ListTab, type ListLoad } from './list-tab.tsx';

interface Page {
  names: string[];
  currentPage: number;
  totalPages: number;
}

const load = (over: Partial<ListLoad<Page>> = {}): ListLoad<Page> => ({
  data: undefined,
  loading: false,
  failed: false,
  reload: vi.fn(),
  ...over,
});
const page = (names: string[], currentPage = 1, totalPages = 1): Page => ({
  names,
  currentPage,
  totalPages,
});

function renderTab(state: ListLoad<Page>, onPage = vi.fn()) {
  render(
    <ListTab
      title="Users"
      state={state}
      isEmpty={(d) => d.names.length === 0}
      empty="No users found"
      pages={{
        label: 'User pages',
        of: (d) => ({ ...d, summary: `Showing ${d.names.length} of 25 users` }),
        onPage,
      }}
    >
      {(d) => (
        <ul>
          {d.names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </ListTab>,
  );
  return onPage;
}

describe('ListTab', () => {
  it('says it is loading while nothing has arrived, and nothing else', () => {
    renderTab(load({ loading: true }));
    expect(screen.getByRole('heading', { level: 2, name: 'Users' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('No users found')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the list is empty only when a load answered with nothing', () => {
    renderTab(load({ data: page([]) }));
    expect(screen.getByText('No users found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'User pages' })).not.toBeInTheDocument();
  });

  it('never calls a failed first load empty: it offers Retry instead', async () => {
    const state = load({ failed: true });
    renderTab(state);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not load the latest data.');
    expect(screen.queryByText('No users found')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(state.reload).toHaveBeenCalledOnce();
  });

  it('keeps the list it showed when a later load fails, with the retry notice above it', () => {
    renderTab(load({ data: page(['Asha Rao']), failed: true }));
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the latest data.');
    expect(screen.getByText('Asha Rao')).toBeInTheDocument();
  });

  it('shows the pages with their summary, and moves to the page asked for', async () => {
    const onPage = renderTab(load({ data: page(['Asha Rao', 'Ravi Kumar'], 1, 3) }));
    const pages = screen.getByRole('navigation', { name: 'User pages' });
    expect(pages).toHaveTextContent('Showing 2 of 25 users');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('lets no page be asked for twice while a page loads', () => {
    renderTab(load({ data: page(['Asha Rao'], 1, 3), loading: true }));
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('has a labelled search box in its toolbar, beside its actions', async () => {
    function Searched() {
      const [text, setText] = useState('');
      return (
        <ListTab
          title="Queries"
          search={{
            label: 'Search queries',
            placeholder: 'Search by subject...',
            value: text,
            onChange: setText,
          }}
          actions={<button type="button">Export CSV</button>}
          state={load({ data: page(['refund', 'card']) })}
          isEmpty={(d) => d.names.every((n) => !n.includes(text))}
          empty="No queries match your search"
        >
          {(d) => <p>{d.names.filter((n) => n.includes(text)).join(', ')}</p>}
        </ListTab>
      );
    }
    render(<Searched />);
    const box = screen.getByRole('searchbox', { name: 'Search queries' });
    expect(box).toHaveAttribute('placeholder', 'Search by subject...');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(box, 'ref');
    expect(screen.getByText('refund')).toBeInTheDocument();
    await user.type(box, 'x');
    expect(screen.getByText('No queries match your search')).toBeInTheDocument();
  });
});
