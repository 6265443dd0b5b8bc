/** Job offers. */
import { h, ul } from '../html.ts';
import { CITY_BY_KEY } from '../taxonomy.ts';
import { type LocaleContext, iso } from './context.ts';

export function renderJobOffers(ctx: LocaleContext) {
  const { skel, bank } = ctx;
  const jobOffers = skel.jobOffers.map((j) => {
    const cityDef = CITY_BY_KEY[j.city];
    const description =
      h(3, bank.jobs.headings.duties) +
      ul(j.duties.map((i) => bank.jobs.duties[j.worktype][i]!)) +
      h(3, bank.jobs.headings.requirements) +
      ul(j.requirements.map((i) => bank.jobs.requirements[j.worktype][i]!)) +
      h(3, bank.jobs.headings.offer) +
      ul(j.offer.map((i) => bank.jobs.offer[i]!));
    return {
      id: j.id,
      position: bank.jobs.positions[j.position],
      worktype: j.worktype,
      region: bank.voivodeships[cityDef.voivodeship!],
      publicationDate: iso(j.dateMs),
      workplace: `${bank.cities[j.city]} – ${j.site === 'factory' ? bank.jobs.factory : bank.jobs.office}`,
      description,
    };
  });
  return jobOffers;
}
