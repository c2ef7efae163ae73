import { describe, expect, it } from 'vitest';
import { withUsableGenerator, SQUARE_DRAFT, draftOf, DEFAULT_SETTINGS } from '../../src/game/settings';
import { generatorReplacedText, PROBLEMS } from '../../src/i18n/problems';
import { wordedLinkSettings } from '../../src/store/wordedSettings';
import { loadChineseFirst } from '../support/chinese';

loadChineseFirst();

/** What a link's notice says of its bad values, in a language. */
const said = (query: string, language: 'en' | 'zh') => wordedLinkSettings(query, () => 'seed', language).problems.join(' ');

describe('a refused combination of choices, said in the page’s language', () => {
  it('shows the core’s refusal as an English sentence: a capital and a full stop', () => {
    expect(said('?levels=3&shape=hex', 'en')).toContain('A maze of several levels is made on squares only, not hex.');
    expect(said('?weave=0.3&shape=triangle', 'en')).toContain('A weave is made on square and hex mazes only, not triangle.');
  });

  it.each([
    ['?levels=3&shape=hex', '多层迷宫只能用方格，不能用六边形。'],
    ['?weave=0.3&shape=triangle', '交织迷宫只能用方格或六边形，不能用三角形。'],
    ['?unicursal=1&shape=hex', '一笔画迷宫只能用方格，不能用六边形。'],
    ['?levels=3&mask=heart', '多层迷宫要用完整的网格，不能加轮廓。'],
    ['?weave=0.3&mask=heart', '交织迷宫要用完整的网格，不能加轮廓。'],
    ['?levels=3&weave=0.2', '多层迷宫和交织迷宫不能同时选：请只选一个。'],
    ['?levels=3&unicursal=1&w=6&h=6', '多层迷宫和一笔画迷宫不能同时选：请只选一个。'],
    ['?unicursal=1&w=5&h=6', '一笔画迷宫的宽和高必须是 2 到 4000 之间的偶数'],
    ['?levels=3&algorithm=eller', 'Eller 逐行生成迷宫，所以不能在层与层之间开出楼梯；请换一个生成算法。'],
    ['?weave=0.3&algorithm=binary-tree', '二叉树让每格向北或向东打通，只有方格网格有这两个方向，所以不能绕开交织的交叉点开路；请换一个生成算法。'],
    ['?shape=hex&algorithm=sidewinder', 'Sidewinder 逐行生成迷宫，所以只能生成不带轮廓的方格迷宫；请换一个生成算法。'],
  ])('%s, in Chinese', (query, words) => {
    const text = said(query, 'zh');
    expect(text).toContain(words);
    // The core's English clause is not left in the Chinese notice.
    expect(text).not.toMatch(/\b(is made|must be|cannot carve|builds its maze)\b/);
  });

  it('says in Chinese that a labyrinth link’s odd side became the even one after it', () => {
    expect(wordedLinkSettings('?unicursal=1&w=5&h=6', () => 'seed', 'zh').settings).toMatchObject({ width: 6, height: 6 });
    expect(said('?unicursal=1&w=5&h=6', 'zh')).toContain('链接中的 w=\'5\' 无效，已改用紧随其后的偶数。一笔画迷宫的宽和高必须是');
  });

  it('says in either language why a row-by-row generator gave way to the backtracker', () => {
    const { draft, replaced } = withUsableGenerator({ ...draftOf({ ...DEFAULT_SETTINGS, seed: 's' }), ...SQUARE_DRAFT, algorithm: 'eller', levels: '3' });
    expect(draft.algorithm).toBe('backtracker');
    expect(generatorReplacedText(PROBLEMS.en, replaced!)).toBe("Eller's algorithm builds its maze row by row, so it cannot carve stairs between levels: the recursive backtracker makes this one.");
    expect(generatorReplacedText(PROBLEMS.zh, replaced!)).toBe('Eller 逐行生成迷宫，所以不能在层与层之间开出楼梯：改用递归回溯生成这个迷宫。');
  });
});
