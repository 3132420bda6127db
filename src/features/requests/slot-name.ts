/** 第1希望 … 第3希望 as people read them. */
export const slotName = (index: number) => `第${index + 1}希望`;
