import { describe, expect, it } from 'vitest';
import { carCount, garageShareText, garageShareUrl, garageSummaryText } from './share';
import { shareTargets } from '../../../components/ui/share-links';

describe('garage share texts', () => {
  it("names the person's first name, or says My without one", () => {
    expect(garageShareText('Priya')).toBe("Check out Priya's Dream Garage on AllMotors");
    expect(garageShareText('')).toBe('My Dream Garage on AllMotors');
    expect(garageShareText(null)).toBe('My Dream Garage on AllMotors');
  });

  it('summarises the count and the total in pounds from pence', () => {
    expect(garageSummaryText(3, 4_599_000)).toBe('3 amazing cars worth £45,990 | Dream garage collection');
  });

  it('links to the origin plus /dream-garage and encodes it for each site', () => {
    const url = garageShareUrl('https://allmotors.example');
    expect(url).toBe('https://allmotors.example/dream-garage');
    const targets = shareTargets(url, 'My Dream Garage on AllMotors - 1 amazing cars worth £1 | x');
    expect(targets.map((t) => t.name)).toEqual(['X', 'Facebook', 'LinkedIn', 'WhatsApp']);
    for (const t of targets) expect(t.href).toContain(encodeURIComponent(url));
  });

  it('counts one car and several cars', () => {
    expect(carCount(1)).toBe('1 car');
    expect(carCount(2)).toBe('2 cars');
  });
});
