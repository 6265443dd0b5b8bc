/** Endpoints of editorial content: posts, realizations, stories, inspirations, sliders (lists of teasers: teaser-lists.ts). */
import { contentItem, contentList, WHOLE } from '../resource-endpoint.ts';
import {
  InspirationSchema,
  PostSchema,
  RealizationCategorySchema,
  RealizationSchema,
  SliderSchema,
  StorySchema,
} from '../schemas/content.ts';

export const post = contentItem('posts', 'slugOrId', PostSchema);
export const realization = contentItem('realizations', 'slugOrId', RealizationSchema);
export const realizationCategories = contentList('realization_categories', RealizationCategorySchema);
export const realizationCategory = contentItem('realization_categories', 'slugOrId', RealizationCategorySchema);
export const stories = contentList('stories', StorySchema, WHOLE);
export const story = contentItem('stories', 'slugOrId', StorySchema);
export const inspirations = contentList('inspirations', InspirationSchema, WHOLE);
export const inspiration = contentItem('inspirations', 'slugOrId', InspirationSchema);
export const sliders = contentList('sliders', SliderSchema);
