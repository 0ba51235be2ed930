/** When Darkness Comes characters: the pure rules (attributes, skills, occupations, creation, pregens, house rules). */
export * from './attributes';
export * from './skills';
export * from './occupations';
export * from './creation-choice';
export * from './creation';
export * from './pregens';
export * from './house-rules';
export * from './creation-draft';
export * from './created-sheet';
