import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../../shared/result';
import { ProfileIndicator } from '../../app/ProfileIndicator';
import { appInfo, installFakeApi } from '../../testing/fake-api';
import { renderWithClient } from '../../testing/render';
import { clearCachedResponses } from './queries';

describe('dropping the active profile’s cached answers', () => {
  it('has the header on view read its profile again, not wait on an answer dropped under it', async () => {
    let revision = 0;
    installFakeApi({
      'app:info': () => ok(appInfo({ id: 'shop', kind: 'remote', name: `Shop r${revision}` })),
    });
    const { client } = renderWithClient(<ProfileIndicator />);
    expect(await screen.findByText('Shop r0')).toBeInTheDocument();

    // As after saving the active profile's client secret on its page.
    revision = 1;
    await act(() => clearCachedResponses(client));
    expect(await screen.findByText('Shop r1')).toBeInTheDocument();
    expect(screen.queryByText('Loading profile…')).toBeNull();
    expect(screen.queryByText('Shop r0')).toBeNull();
  });
});
