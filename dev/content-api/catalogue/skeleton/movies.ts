/** Movie records: a file, a YouTube or a Vimeo film with its poster. */
import type { Rng } from '../random.ts';
import { LANDSCAPE, WIDE, pickDim, type MovieSpec } from './model.ts';

function youtubeId(rng: Rng): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let id = '';
  for (let i = 0; i < 11; i++) id += chars.charAt(rng.int(0, chars.length - 1));
  return id;
}

export function makeMovie(
  rng: Rng,
  id: number,
  key: string,
  type: MovieSpec['type'],
  kind: MovieSpec['kind'],
  wide: boolean,
): MovieSpec {
  const url =
    type === 'file'
      ? `/uploads/movies/${key}-${kind === 'makingOf' ? 'making-of' : kind === 'howTo' ? 'how-to' : 'film'}.mp4`
      : type === 'youtube'
        ? `https://www.youtube.com/watch?v=${youtubeId(rng)}`
        : `https://vimeo.com/${rng.int(100_000_000, 999_999_999)}`;
  return {
    id,
    kind,
    type,
    url,
    wide,
    poster: {
      url: `/uploads/movies/${key}-${kind === 'makingOf' ? 'making-of' : kind === 'howTo' ? 'how-to' : 'film'}-poster.jpg`,
      dim: pickDim(rng, wide ? WIDE : LANDSCAPE),
    },
  };
}
