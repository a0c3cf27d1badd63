import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetCsrfToken } from '../../../../lib/api-client';
import { analytics, DEALER, LONG_TEXT, post } from '../../testing/fixtures';
import type { MarketingServerOptions } from '../../testing/handlers';
import { renderPage } from '../../testing/render';
import { SocialScreen } from './social-screen';

const PATH = '/social-media-toolkit';
const NO_NETWORK = 'No social network is connected: copy the text and the tracked link to post it.';
const setup = (options: MarketingServerOptions = {}, url = PATH) =>
  renderPage(<SocialScreen />, PATH, url, options);

type User = ReturnType<typeof setup>['user'];
async function chooseCarAndTemplate(user: User) {
  await user.click(await screen.findByRole('radio', { name: /2018 Ford Fiesta 0/ }));
  await user.click(await screen.findByRole('radio', { name: /Just Arrived/ }));
}
const card = (platform: string) => screen.getByRole('article', { name: platform });

beforeEach(() => resetCsrfToken());

describe('SocialScreen: the Content Generator', () => {
  it('has the four tabs, and Facebook and Instagram chosen of the seven platforms', async () => {
    const { user } = setup();
    for (const name of ['Content Generator', 'Analytics', 'Campaigns', 'Published Posts'])
      expect(await screen.findByRole('tab', { name })).toBeInTheDocument();
    const platforms = screen.getByRole('group', { name: 'Platforms to write for' });
    expect(within(platforms).getAllByRole('checkbox')).toHaveLength(7);
    expect(within(platforms).getByRole('checkbox', { name: 'Facebook' })).toBeChecked();
    expect(within(platforms).getByRole('checkbox', { name: 'Instagram' })).toBeChecked();
    expect(within(platforms).getByRole('checkbox', { name: 'TikTok' })).not.toBeChecked();
    await user.click(screen.getByRole('tab', { name: 'Campaigns' }));
    expect(screen.getByText('Campaign management is coming soon.')).toBeInTheDocument();
  });

  it('asks for a car and a template before generating anything', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Generate Content' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Please select a car and template' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.click(await screen.findByRole('radio', { name: /2018 Ford Fiesta 0/ }));
    await user.click(screen.getByRole('button', { name: 'Generate with Video' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Please select a car and template' }),
    ).toBeInTheDocument();
    expect(api.requests.contents).toHaveLength(0);
    expect(api.requests.withVideo).toHaveLength(0);
  });

  it('writes each platform’s post: the text cut at 200 characters, 5 hashtags and +N more, the count', async () => {
    const { api, user } = setup();
    await chooseCarAndTemplate(user);
    await user.click(screen.getByRole('checkbox', { name: 'X (Twitter)' }));
    await user.click(screen.getByRole('button', { name: 'Generate Content' }));
    await screen.findByRole('article', { name: 'Facebook' });
    expect(api.requests.contents[0]).toEqual({
      dealerId: DEALER.id,
      carId: 100,
      templateId: 'just-arrived',
      platforms: ['facebook', 'instagram', 'twitter'],
    });
    const facebook = card('Facebook');
    expect(facebook).toHaveTextContent('Just arrived: 2018 Ford Fiesta 0');
    const shown = `${LONG_TEXT.slice(0, 200).trimEnd()}…`;
    expect(within(facebook).getByText(shown)).toBeInTheDocument();
    expect(facebook).toHaveTextContent('#UsedCars #Ford #Fiesta #Leeds #CarDeals+3 more');
    expect(facebook).toHaveTextContent(/^.*\d+ \/ 63,206 characters/);
    // Every hashtag goes with the post: '+3 more' shows them.
    await user.click(within(facebook).getByRole('button', { name: '+3 more' }));
    expect(facebook).toHaveTextContent('#CarDeals #Petrol #ForSale #Kirkstall');
    await user.click(within(facebook).getByRole('button', { name: 'Read all' }));
    expect(within(facebook).getByText(LONG_TEXT)).toBeInTheDocument();
    // A short post is shown whole, with no 'Read all' and no '+N more'.
    const twitter = card('X (Twitter)');
    expect(within(twitter).queryByRole('button', { name: 'Read all' })).not.toBeInTheDocument();
    expect(twitter).not.toHaveTextContent('more');
    expect(twitter).toHaveTextContent('/ 280 characters');
    expect(screen.getByText(/^No social network is connected/)).toBeInTheDocument();
  });

  it('copies the post’s text with its hashtags', async () => {
    const { user } = setup();
    await chooseCarAndTemplate(user);
    await user.click(screen.getByRole('button', { name: 'Generate Content' }));
    await user.click(
      await within(await screen.findByRole('article', { name: 'Instagram' })).findByRole('button', {
        name: 'Copy the Instagram text',
      }),
    );
    expect(await screen.findByText('Post text copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(
      `${LONG_TEXT}\n\n#UsedCars #Ford #Fiesta #Leeds #CarDeals #Petrol #ForSale #Kirkstall`,
    );
  });

  it('publishes the edited text and shows the tracked link and that no network is connected', async () => {
    const { api, user } = setup();
    await chooseCarAndTemplate(user);
    await user.click(screen.getByRole('button', { name: 'Generate Content' }));
    const facebook = await screen.findByRole('article', { name: 'Facebook' });
    await user.click(within(facebook).getByRole('button', { name: 'Edit' }));
    const text = within(facebook).getByLabelText('Facebook text');
    await user.clear(text);
    await user.type(text, 'Priced to sell this weekend.');
    // The server's count moves by what the edit changed: the new text, a blank line, 8 hashtags.
    const tags = '#UsedCars #Ford #Fiesta #Leeds #CarDeals #Petrol #ForSale #Kirkstall';
    expect(facebook).toHaveTextContent(`${28 + 2 + tags.length} / 63,206 characters`);
    await user.click(within(facebook).getByRole('button', { name: 'Publish to Facebook' }));
    const done = await within(facebook).findByRole('status');
    expect(api.requests.published[0]).toEqual({
      dealerId: DEALER.id,
      carId: 100,
      templateId: 'just-arrived',
      platform: 'facebook',
      title: 'Just arrived: 2018 Ford Fiesta 0',
      description: 'Priced to sell this weekend.',
      hashtags: ['#UsedCars', '#Ford', '#Fiesta', '#Leeds', '#CarDeals', '#Petrol', '#ForSale', '#Kirkstall'],
      videoId: null,
    });
    expect(within(done).getByRole('link', { name: 'http://localhost:3000/r/Tr4ck3d' })).toHaveAttribute(
      'href',
      'http://localhost:3000/r/Tr4ck3d',
    );
    expect(done).toHaveTextContent('Facebook is not connected: the post was stored, not sent.');
    expect(done).toHaveTextContent(NO_NETWORK);
    expect(within(facebook).queryByRole('button', { name: 'Publish to Facebook' })).not.toBeInTheDocument();
    // The final text to post by hand (Facebook takes the link in its own field).
    await user.click(within(done).getByRole('button', { name: 'Copy post text' }));
    expect(await navigator.clipboard.readText()).toBe(`Priced to sell this weekend.\n\n${tags}`);
  });

  it('says generating failed, on the page and in the alert of 001 §8', async () => {
    const { user } = setup({ fail: ['content', 'with-video'] });
    await chooseCarAndTemplate(user);
    await user.click(screen.getByRole('button', { name: 'Generate Content' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Failed to generate content. Please try again.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed to generate content')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.click(screen.getByRole('button', { name: 'Generate with Video' }));
    expect(
      await screen.findByRole('alertdialog', {
        name: 'Failed to generate content with video. Please try again.',
      }),
    ).toBeInTheDocument();
  });

  it('generates with a video, follows its progress, and publishes with the video’s id', async () => {
    const { api, user } = setup();
    await chooseCarAndTemplate(user);
    await user.click(screen.getByRole('button', { name: 'Generate with Video' }));
    const bar = await screen.findByRole('progressbar', {
      name: 'Progress of the video of 2018 Ford Fiesta 0',
    });
    expect(bar).toHaveAttribute('aria-valuenow', '37');
    expect(screen.getByText('Encoding · 37%')).toBeInTheDocument();
    await user.click(within(card('Instagram')).getByRole('button', { name: 'Publish to Instagram' }));
    await waitFor(() => expect(api.requests.published).toHaveLength(1));
    expect(api.requests.published[0]).toMatchObject({ platform: 'instagram', videoId: 40 });
  });
});

describe('SocialScreen: Published Posts', () => {
  it('shows the first 10, each cut at 150 characters, with its link and only the figures known here', async () => {
    const posts = Array.from({ length: 12 }, (_, i) => post(i + 1));
    const { user } = setup({ posts });
    await user.click(await screen.findByRole('tab', { name: 'Published Posts' }));
    const list = await screen.findByRole('list', { name: 'Published posts' });
    const items = within(list).getAllByRole('article');
    expect(items).toHaveLength(10);
    const first = items[0]!;
    expect(first).toHaveTextContent(`${LONG_TEXT.slice(0, 150).trimEnd()}…`);
    expect(first).not.toHaveTextContent(LONG_TEXT.slice(0, 160));
    expect(first).toHaveTextContent('Facebook');
    expect(first).toHaveTextContent('published');
    expect(first).toHaveTextContent('25 Nov 2026');
    expect(within(first).getByRole('link', { name: 'http://localhost:3000/r/c0de1' })).toBeInTheDocument();
    const figure = (term: string) => within(first).getByText(term).nextElementSibling;
    expect(figure('Views')).toHaveTextContent('7');
    expect(figure('Reach')).toHaveTextContent('5');
    expect(figure('Engagements')).toHaveTextContent('2');
    expect(figure('Likes')).toHaveTextContent('not available');
    expect(figure('Shares')).toHaveTextContent('not available');
    expect(figure('Comments')).toHaveTextContent('not available');
    await user.click(within(first).getByRole('button', { name: 'Copy the tracked link of Post 1' }));
    expect(await navigator.clipboard.readText()).toBe('http://localhost:3000/r/c0de1');
  });

  it('says when nothing has been published', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Published Posts' }));
    expect(await screen.findByText(/No posts published yet/)).toBeInTheDocument();
  });
});

describe('SocialScreen: Analytics', () => {
  it('says plainly that there is nothing to count yet', async () => {
    setup({}, `${PATH}?tab=analytics`);
    expect(
      await screen.findByText(/No posts published yet, so there is nothing to count/),
    ).toBeInTheDocument();
    expect(screen.getByText('Average engagement rate').nextElementSibling).toHaveTextContent('—');
    expect(screen.getByText('No views in this period yet.')).toBeInTheDocument();
    expect(screen.getByText('No post has been visited yet.')).toBeInTheDocument();
  });

  it('shows the counted figures with their meanings, by platform, by day and the top posts', async () => {
    const { api } = setup({ analytics: analytics() }, `${PATH}?tab=analytics`);
    const views = await screen.findByText('Views', { selector: 'dt' });
    expect(views.nextElementSibling).toHaveTextContent('42');
    expect(screen.getByText('Reach', { selector: 'dt' }).nextElementSibling).toHaveTextContent('30');
    expect(screen.getByText('Average engagement rate').nextElementSibling).toHaveTextContent('10.0%');
    expect(screen.getByText(/once per visitor per post every 30 minutes/)).toBeInTheDocument();
    expect(
      screen.getByText('Enquiries and saves of the car by visitors who arrived through a link.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Facebook 2 30 21 2' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Top performing posts' })).getByRole('listitem'),
    ).toHaveTextContent('Post 1 (Facebook)30 views · 21 reach · 2 engaged · 9.5%');
    // The bars are the real series: the busiest day is full height, the next in proportion.
    const bars = screen.getAllByTitle(/views$/);
    expect(bars).toHaveLength(30);
    expect(bars[28]).toHaveStyle({ height: '100%' });
    expect(bars[29]).toHaveStyle({ height: '40%' });
    expect(bars[0]).toHaveStyle({ height: '0%' });
    expect(api.requests.analyticsReads[0]).toBe(String(DEALER.id));
  });
});
