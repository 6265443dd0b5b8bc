/** Job offers at the office and the factory. */
import { JOB_KEYS, type CityKey } from '../taxonomy.ts';
import { type SkelJobOffer, daysBefore } from './model.ts';
import type { DraftContext } from './context.ts';

export function draftJobOffers({ root, counts }: DraftContext): SkelJobOffer[] {
  const jRng = root.fork('jobs');
  const jobOffers: SkelJobOffer[] = [];
  for (let i = 0; i < counts.jobOffers; i++) {
    const worktype = i % 2 === 0 ? 'office' : 'production';
    const site = worktype === 'production' ? 'factory' : 'office';
    const city: CityKey = worktype === 'production' ? 'swarzedz' : jRng.chance(0.75) ? 'poznan' : 'warszawa';
    jobOffers.push({
      id: i + 1,
      worktype,
      position: jRng.pick(JOB_KEYS[worktype]),
      city,
      site,
      dateMs: daysBefore(jRng.int(1, 90), jRng),
      duties: jRng.sample([0, 1, 2, 3, 4], 3),
      requirements: jRng.sample([0, 1, 2, 3, 4], 3),
      offer: jRng.sample([0, 1, 2, 3, 4], 4),
    });
  }
  return jobOffers;
}
