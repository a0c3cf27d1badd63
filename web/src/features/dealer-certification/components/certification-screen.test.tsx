import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PublicUser } from '../../../lib/auth';
import { resetCsrfToken } from '../../../lib/api-client';
import { renderRoutes } from '../../../testing/render';
import { server } from '../../../testing/server';
// The 'not allowed' screen is the admin feature's; the route gives it to this screen the same way.
import { NotAllowed } from '../../admin/components/not-allowed';
import {
  application,
  approvedApplication,
  person,
  simpleApplication,
  supportRequest,
  syncStatus,
  testResult,
} from '../testing/fixtures';
import {
  API_KEY,
  certificationHandlers,
  NEW_DEALER_ID,
  signedInAs,
  TEST_RUNNING,
  type CertificationServerOptions,
} from '../testing/handlers';
import { CertificationScreen } from './certification-screen';

const PATH = '/admin/dealer-certification';
const NOT_ALLOWED = "You don't have access to this page";

/** Two pending applications (Northside #11, Eastgate #12), one approved (#9) and one rejected (#5). */
const fourApplications = () => [
  application(),
  simpleApplication(),
  approvedApplication(),
  application({
    id: 5,
    companyName: 'Old Road Motors',
    contactEmail: 'old@road.example',
    status: 'rejected',
    reviewNotes: 'No API.',
  }),
];

function setup(options: CertificationServerOptions & { user?: PublicUser | null; url?: string } = {}) {
  const api = certificationHandlers({ applications: fourApplications(), ...options });
  server.use(...signedInAs(options.user === undefined ? person('admin') : options.user), ...api.handlers);
  const view = renderRoutes(
    [
      { path: PATH, element: <CertificationScreen notAllowed={<NotAllowed />} /> },
      { path: '/auth', element: <p>sign in screen</p> },
    ],
    options.url ?? PATH,
  );
  return { ...view, api, user: userEvent.setup() };
}

const tab = (name: RegExp | string) => screen.getByRole('tab', { name });
const list = () => screen.getByRole('list', { name: 'Applications' });
const detail = () => screen.getByRole('article');
const search = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

async function open(user: ReturnType<typeof userEvent.setup>, company: RegExp) {
  await user.click(await screen.findByRole('link', { name: company }));
  return screen.findByRole('heading', { level: 2, name: company });
}

beforeEach(() => resetCsrfToken());

describe('CertificationScreen: who may see it', () => {
  it('sends a signed-out visitor to sign in, coming back to the application they were sent', async () => {
    const { router, api } = setup({ user: null, url: `${PATH}?id=11` });
    expect(await screen.findByText('sign in screen')).toBeInTheDocument();
    expect(search(router).get('next')).toBe(`${PATH}?id=11`);
    expect(api.requests.lists).toEqual([]);
  });

  it('tells a signed-in non-admin the page is not for them, without asking for any application', async () => {
    const { api } = setup({ user: person('dealer'), url: `${PATH}?id=11` });
    expect(await screen.findByRole('heading', { level: 1, name: NOT_ALLOWED })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dealer API Certification' })).not.toBeInTheDocument();
    expect(api.requests.lists).toEqual([]);
    expect(api.requests.details).toEqual([]);
  });

  it('shows the not-allowed screen when the API answers 403', async () => {
    setup({ readError: 403 });
    expect(await screen.findByRole('heading', { level: 1, name: NOT_ALLOWED })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dealer API Certification' })).not.toBeInTheDocument();
  });
});

describe('CertificationScreen: lists', () => {
  it('counts each tab from the API and lists the pending applications first', async () => {
    const { api } = setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dealer API Certification' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Pending (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(tab('All (4)')).toBeInTheDocument();
    expect(tab('Approved (1)')).toBeInTheDocument();
    const items = within(list()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Northside Motors Ltd');
    expect(items[0]).toHaveTextContent('sales@northside.co.uk');
    expect(items[0]).toHaveTextContent('Submitted 20 Nov 2026');
    expect(within(items[0]!).getByText('Pending')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Eastgate Cars');
    expect(api.requests.lists).toEqual(['pending']);
  });

  it('shows only approved applications, with their score, on the Approved tab (kept in the URL)', async () => {
    const { router, api, user } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Approved (1)' }));
    expect(search(router).get('tab')).toBe('approved');
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(1));
    expect(list()).toHaveTextContent('Westway Autos');
    expect(list()).toHaveTextContent('Score 92%');
    expect(api.requests.lists).toEqual(['pending', 'all']);

    await user.click(tab('All (4)'));
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(4));
    expect(within(list()).getByText('Rejected')).toBeInTheDocument();
  });

  it('says plainly when nothing is pending', async () => {
    setup({ applications: [approvedApplication()] });
    expect(await screen.findByText('No pending applications')).toBeInTheDocument();
    expect(tab('Pending (0)')).toBeInTheDocument();
  });

  it('opens the selected application with every field in its group, and goes back to the list', async () => {
    const { router, user } = setup();
    await open(user, /Northside Motors/);
    expect(search(router).get('id')).toBe('11');
    const panel = detail();
    expect(within(panel).getByText('API URL').nextElementSibling).toHaveTextContent(
      'https://api.northside.co.uk/stock',
    );
    const company = within(panel).getByRole('region', { name: 'Company' });
    expect(within(company).getByText('09876543')).toBeInTheDocument();
    const contact = within(panel).getByRole('region', { name: 'Contact' });
    expect(within(contact).getByText('Sales Director')).toBeInTheDocument();
    const profile = within(panel).getByRole('region', { name: 'Business profile' });
    expect(within(profile).getByText('£14,500')).toBeInTheDocument();
    expect(within(profile).getByText('Franchise')).toBeInTheDocument();
    const integration = within(panel).getByRole('region', { name: 'Integration' });
    expect(within(integration).getByText('••••abcd')).toBeInTheDocument();
    expect(within(panel).getByText("The dealer's API has not been tested yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Northside Motors/ })).toHaveAttribute('aria-current', 'true');

    await user.click(screen.getByRole('button', { name: 'Back to list' }));
    expect(search(router).get('id')).toBeNull();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('opens the application a link points at', async () => {
    setup({ url: `${PATH}?tab=all&id=12` });
    expect(await screen.findByRole('heading', { level: 2, name: 'Eastgate Cars' })).toBeInTheDocument();
    expect(within(detail()).getByText('••••9f2e')).toBeInTheDocument();
    expect(within(detail()).getByText('Family dealer since 1988.')).toBeInTheDocument();
  });
});

describe('CertificationScreen: Test API', () => {
  it('tests the API, says the quality score and lists every issue the test found', async () => {
    const { api, user } = setup();
    await open(user, /Northside Motors/);
    await user.click(screen.getByRole('button', { name: 'Test API' }));
    expect(await screen.findByText('Test passed - Quality score: 87%')).toBeInTheDocument();
    expect(screen.getByText('42 vehicles read, 2 issues found.')).toBeInTheDocument();
    const issues = await screen.findByRole('list', { name: 'Issues found' });
    expect(
      within(issues)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['3 vehicles have no images', 'Mileage missing on 1 vehicle']);
    expect(within(detail()).getByText('87%')).toBeInTheDocument();
    expect(api.requests.tests).toEqual([11]);
    // The list is read again: the score shows there too.
    await waitFor(() => expect(list()).toHaveTextContent('Score 87%'));
  });

  it('shows the spinner while the test runs, with every action held', async () => {
    let finish!: () => void;
    const { user } = setup({ testGate: new Promise<void>((resolve) => (finish = resolve)) });
    await open(user, /Northside Motors/);
    await user.click(screen.getByRole('button', { name: 'Test API' }));
    expect(await screen.findByRole('button', { name: 'Testing…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled();
    expect(screen.getByText(/this can take up to 30 seconds/)).toBeInTheDocument();
    finish();
    expect(await screen.findByText(/Quality score: 87%/)).toBeInTheDocument();
  });

  it('says a failed test failed, with its score', async () => {
    const { user } = setup({ testResult: testResult({ success: false, dataQualityScore: 40 }) });
    await open(user, /Northside Motors/);
    await user.click(screen.getByRole('button', { name: 'Test API' }));
    expect(await screen.findByText('Test failed - Quality score: 40%')).toBeInTheDocument();
  });

  it('says the test could not run when the server fails', async () => {
    const { user } = setup({ testError: 500 });
    await open(user, /Northside Motors/);
    await user.click(screen.getByRole('button', { name: 'Test API' }));
    expect(await screen.findByText('Test Failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to test the dealer API.')).toBeInTheDocument();
  });

  it('shows the server’s message when the application is no longer pending (409)', async () => {
    const { user } = setup({ testError: 409 });
    await open(user, /Northside Motors/);
    await user.click(screen.getByRole('button', { name: 'Test API' }));
    expect(await screen.findByText(TEST_RUNNING)).toBeInTheDocument();
    expect(screen.getByText('Test Failed')).toBeInTheDocument();
  });
});

describe('CertificationScreen: Approve and Reject', () => {
  it('approves, shows the key once, and the key is gone after selecting another application', async () => {
    const { api, user } = setup();
    await open(user, /Northside Motors/);
    await user.type(screen.getByLabelText('Review notes'), 'Good feed');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Application approved')).toBeInTheDocument();
    expect(api.requests.approvals).toEqual([{ id: 11, body: { reviewNotes: 'Good feed' } }]);

    const credentials = screen.getByRole('region', { name: 'Dealer credentials' });
    expect(within(credentials).getByText(API_KEY)).toBeInTheDocument();
    expect(within(credentials).getByText(String(NEW_DEALER_ID))).toBeInTheDocument();
    expect(
      within(credentials).getByText('This key is shown once. It has also been e-mailed to the dealer.'),
    ).toBeInTheDocument();
    // No more actions: the application is approved; the counts are read again.
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Pending (1)' })).toBeInTheDocument();
    expect(tab('Approved (2)')).toBeInTheDocument();

    await open(user, /Eastgate Cars/);
    expect(screen.queryByText(API_KEY)).not.toBeInTheDocument();
    // Back on the approved one (through the All tab), the key is not shown again.
    await user.click(tab('All (4)'));
    await open(user, /Northside Motors/);
    expect(within(detail()).getByText('Good feed')).toBeInTheDocument();
    expect(screen.queryByText(API_KEY)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Dealer credentials' })).not.toBeInTheDocument();
  });

  it('will not reject without notes: says why on the field and sends nothing', async () => {
    const { api, user } = setup();
    await open(user, /Northside Motors/);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const notes = screen.getByLabelText('Review notes');
    expect(notes).toHaveAttribute('aria-invalid', 'true');
    expect(notes).toHaveAccessibleDescription(/Say why the application is rejected/);
    expect(api.requests.rejections).toEqual([]);

    await user.type(notes, 'No stock in the feed.');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Application rejected')).toBeInTheDocument();
    expect(api.requests.rejections).toEqual([{ id: 11, body: { reviewNotes: 'No stock in the feed.' } }]);
    expect(await screen.findByText('This application is rejected')).toBeInTheDocument();
  });

  it('shows the server’s message when another admin got there first (409)', async () => {
    const message = 'Application 11 is approved, not pending.';
    const { user } = setup({ reviewConflict: message });
    await open(user, /Northside Motors/);
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('Could not approve the application')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Dealer credentials' })).not.toBeInTheDocument();
  });

  it('offers no action on an application that is not pending, and says why', async () => {
    setup({ url: `${PATH}?tab=approved&id=9` });
    const panel = await screen.findByRole('article');
    expect(await within(panel).findByText('This application is approved')).toBeInTheDocument();
    for (const name of ['Test API', 'Approve', 'Reject'])
      expect(within(panel).queryByRole('button', { name })).not.toBeInTheDocument();
    expect(within(panel).queryByLabelText('Review notes')).not.toBeInTheDocument();
    expect(within(panel).getByText('501')).toBeInTheDocument();
    expect(within(panel).getByText('Clean feed.')).toBeInTheDocument();
    expect(within(panel).getByText(/by admin$/)).toBeInTheDocument();
    expect(within(panel).getByText('92%')).toBeInTheDocument();
    expect(within(panel).getByText('The test found no issues.')).toBeInTheDocument();
  });
});

describe('CertificationScreen: an approved dealer’s auto-sync', () => {
  it('shows where the stock is pulled from, how often, and what the last pull did', async () => {
    setup({ url: `${PATH}?tab=approved&id=9` });
    const section = within(await screen.findByRole('region', { name: 'Auto-sync' }));
    expect(section.getByText('https://api.northside.co.uk/stock (JSON)')).toBeInTheDocument();
    expect(section.getByText('Every hour')).toBeInTheDocument();
    expect(section.getByText(/^23 Nov 2026/)).toBeInTheDocument();
    expect(
      section.getByText('48 read: 3 added, 2 updated, 42 unchanged, 1 removed, 1 turned away'),
    ).toBeInTheDocument();
    expect(
      within(section.getByRole('list', { name: "Last pull's issues" })).getByText(
        'Vehicle WW-17: the price £0 is not plausible',
      ),
    ).toBeInTheDocument();
  });

  it('says a pull failed and why, and that another is under way', async () => {
    const failed = approvedApplication({
      sync: syncStatus({
        pulling: true,
        lastResult: {
          ...syncStatus().lastResult!,
          ok: false,
          error: 'The feed answered 401 Unauthorized: check the token',
        },
      }),
    });
    setup({ applications: [failed], url: `${PATH}?tab=approved&id=9` });
    const section = within(await screen.findByRole('region', { name: 'Auto-sync' }));
    expect(section.getByText(/\(failed\)$/)).toBeInTheDocument();
    expect(section.getByText('The feed answered 401 Unauthorized: check the token')).toBeInTheDocument();
    expect(section.getByText('A pull is queued or running')).toBeInTheDocument();
    expect(section.queryByText(/ read: /)).not.toBeInTheDocument();
  });

  it('says when the dealer declined auto-sync', async () => {
    const off = approvedApplication({
      sync: syncStatus({ enabled: false, lastSyncedAt: null, lastResult: null }),
    });
    setup({ applications: [off], url: `${PATH}?tab=approved&id=9` });
    const section = within(await screen.findByRole('region', { name: 'Auto-sync' }));
    expect(section.getByText(/^Off: the dealer declined auto-sync/)).toBeInTheDocument();
    expect(section.getByText('Never')).toBeInTheDocument();
  });

  it('has no auto-sync section for an application without a dealer', async () => {
    setup({ url: `${PATH}?id=11` });
    await screen.findByRole('heading', { level: 2, name: /Northside Motors/ });
    expect(screen.queryByRole('region', { name: 'Auto-sync' })).not.toBeInTheDocument();
  });
});

describe('CertificationScreen: support requests', () => {
  it('lists the support requests with a link to the application each is about', async () => {
    const { router, user } = setup({
      supportRequests: [
        supportRequest(),
        supportRequest({ id: 4, subject: 'General question', applicationId: null }),
      ],
    });
    await user.click(await screen.findByRole('tab', { name: 'Support requests' }));
    const requests = await screen.findByRole('list', { name: 'Support requests' });
    const first = within(requests).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('heading', { name: 'Where is my application?' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Priya Shah');
    expect(within(first).getByRole('link', { name: 'sales@northside.co.uk' })).toHaveAttribute(
      'href',
      'mailto:sales@northside.co.uk',
    );
    expect(first).toHaveTextContent('We applied on Friday and have not heard back yet.');
    expect(within(requests).getAllByRole('link', { name: /Application #/ })).toHaveLength(1);

    await user.click(within(first).getByRole('link', { name: 'Application #11' }));
    expect(search(router).get('id')).toBe('11');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Northside Motors Ltd' }),
    ).toBeInTheDocument();
  });

  it('says plainly when there is none', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Support requests' }));
    expect(await screen.findByText('No support requests')).toBeInTheDocument();
  });
});
