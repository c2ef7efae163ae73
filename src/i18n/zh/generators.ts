import type { GeneratorText } from '../generators';

export const GENERATOR_TEXT_ZH: GeneratorText = {
  generators: {
    backtracker: { label: '递归回溯', texture: '长而曲折的走廊，死路少，答案路线长。' },
    prim: { label: 'Prim（经典）', texture: '从左上角向外放射状分叉，枝杈茂密；很多短死路。' },
    'prim-simplified': { label: 'Prim（简化）', texture: '从随机一格向外放射状分叉，枝杈茂密；很多短死路。' },
    kruskal: { label: 'Kruskal', texture: '均匀随机，没有方向也没有中心；很多短死路。' },
    wilson: { label: 'Wilson', texture: '在所有迷宫中均匀抽取：毫无偏向，很多短死路，答案路线蜿蜒。' },
    'aldous-broder': { label: 'Aldous–Broder', texture: '和 Wilson 一样在所有迷宫中均匀抽取，但大迷宫很慢（随机游走要走遍整张网格）。' },
    eller: { label: 'Eller', texture: '逐行生成：均匀随机，带横向纹理，底部有一条长走廊。' },
    'hunt-and-kill': { label: '猎杀（Hunt-and-kill）', texture: '像递归回溯一样是长而曲折的走廊、死路少，但不用栈。' },
    sidewinder: { label: 'Sidewinder', texture: '顶部一条贯通的走廊，下面挂着短短的横向通道；纵向纹理。' },
    'binary-tree': { label: '二叉树', texture: '朝东北的斜向纹理；最上一行和最右一列全通；往右上方走非常容易。' },
    'recursive-division': { label: '递归分割', texture: '笔直的长墙，层层嵌套的矩形房间，之间只留一个缺口。' },
    'growing-tree': { label: '生长树', texture: '一半像递归回溯，一半像 Prim：曲折的走廊，夹着一些茂密的分叉。' },
  },
  squaresOnly: '（仅限方格）',
};
