/**
 * Video sources of the movie block (type file, youtube or vimeo). Pure. Embeds use the privacy-friendly
 * hosts (youtube-nocookie, vimeo dnt) and are only loaded when the visitor asks (click-to-load facade).
 */
export type MovieType = 'file' | 'youtube' | 'vimeo';

export interface VideoSource {
  type: MovieType;
  /** Where the plain link goes (the video page, or the file). */
  watchUrl: string;
  /** Player URL loaded into an iframe on click (youtube/vimeo), null for files. */
  embedUrl: string | null;
}

export function youtubeId(url: string): string | null {
  const match =
    /(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|live\/|v\/)|youtu\.be\/)([A-Za-z0-9_-]{6,})/.exec(url);
  return match?.[1] ?? null;
}

export function vimeoId(url: string): string | null {
  const match = /vimeo\.com\/(?:video\/|channels\/[^/]+\/|groups\/[^/]+\/videos\/)?(\d+)/.exec(url);
  return match?.[1] ?? null;
}

export function videoSource(movie: { type: MovieType; movieUrl: string }): VideoSource {
  if (movie.type === 'youtube') {
    const id = youtubeId(movie.movieUrl);
    return {
      type: 'youtube',
      watchUrl: id ? `https://www.youtube.com/watch?v=${id}` : movie.movieUrl,
      embedUrl: id ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0` : null,
    };
  }
  if (movie.type === 'vimeo') {
    const id = vimeoId(movie.movieUrl);
    return {
      type: 'vimeo',
      watchUrl: id ? `https://vimeo.com/${id}` : movie.movieUrl,
      embedUrl: id ? `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1` : null,
    };
  }
  return { type: 'file', watchUrl: movie.movieUrl, embedUrl: null };
}

/** MIME type of a video file by extension (for <source type>), or undefined. */
export function videoMime(url: string): string | undefined {
  const ext = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase();
  return ext === 'mp4' || ext === 'm4v'
    ? 'video/mp4'
    : ext === 'webm'
      ? 'video/webm'
      : ext === 'ogv'
        ? 'video/ogg'
        : ext === 'mov'
          ? 'video/quicktime'
          : undefined;
}
