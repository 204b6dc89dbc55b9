import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { Restricted } from '@/components/restricted';
import { createQueryClient } from '@/lib/query-client';
import { buildClub } from '@/test/factories';
import { mockApi } from '@/test/mock-api';

const renderRestricted = (variant?: 'access' | 'membersOnly' | 'content') =>
  render(
    <AppProvider queryClient={createQueryClient()}>
      <Restricted variant={variant} />
    </AppProvider>,
  );

describe('Restricted', () => {
  it('says access is restricted by default', () => {
    mockApi();
    renderRestricted();
    expect(screen.getByText('Access to this page is restricted')).toBeTruthy();
  });

  it('names the club on members-only pages', async () => {
    mockApi({ 'GET /api/club': { body: buildClub({ name: 'Rook Harbor Chess' }) } });
    renderRestricted('membersOnly');
    expect(
      await screen.findByText('This page is accessible only for Rook Harbor Chess members'),
    ).toBeTruthy();
  });

  it('says Content Restricted for restricted parts of a page', () => {
    mockApi();
    renderRestricted('content');
    expect(screen.getByText('Content Restricted')).toBeTruthy();
  });
});
