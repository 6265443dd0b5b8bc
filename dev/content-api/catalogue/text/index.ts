import type { LocaleCode } from '../types.ts';
import { cz } from './cz.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { no } from './no.ts';
import { pl } from './pl.ts';
import { ru } from './ru.ts';
import type { PhraseBank } from './types.ts';

export const BANKS: Record<LocaleCode, PhraseBank> = { pl, en, de, cz, ru, no, fr };
