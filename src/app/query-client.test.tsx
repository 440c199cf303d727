import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client.ts';

describe('the query client', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('opened offline, keeps the data it has and refreshes once the connection is back', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const client = createQueryClient();
    client.mount();
    // Restored from the device a minute ago: stale, so a screen showing it wants a refresh.
    client.setQueryData(['courts'], ['Pista 1'], { updatedAt: Date.now() - 60_000 });
    const queryFn = vi.fn(async () => ['Pista 1', 'Pista 2']);
    const observer = new QueryObserver(client, { queryKey: ['courts'], queryFn });
    const unsubscribe = observer.subscribe(() => {});

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queryFn).not.toHaveBeenCalled();
    expect(observer.getCurrentResult()).toMatchObject({
      status: 'success',
      fetchStatus: 'paused',
      data: ['Pista 1'],
    });

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(observer.getCurrentResult().data).toEqual(['Pista 1', 'Pista 2']));
    expect(queryFn).toHaveBeenCalledTimes(1);
    unsubscribe();
    client.unmount();
  });
});
