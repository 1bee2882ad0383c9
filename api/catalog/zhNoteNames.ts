// Chinese → English note names for FenCun's notes, derived by deriveZhNoteNames.ts from the
// perfumes FenCun and senada both hold (their notes paired by position within a tier; the
// comment gives the pairs that agree, their share and the runner-up's pairs). FenCun's own
// zh-map tables (AGPL) were not read or used. Reviewed 2026-11-28: the 200 most frequent
// entries and every entry under 10 pairs read against the Chinese (all kept; 柑橘 is
// Fragrantica's "Mandarin Orange", 苦橙(克莱门柑) its "Chinotto"). Notes FenCun translated
// that are not here are left out of a perfume rather than guessed (the build report counts
// them). English names then get their German display names from noteNames.ts.

export const zhNoteNames: Readonly<Record<string, string>> = {
  麝香: 'Musk', // 8195 pairs, 86 %, next 147
  佛手柑: 'Bergamot', // 6623 pairs, 88 %, next 76
  檀香: 'Sandalwood', // 5832 pairs, 83 %, next 170
  茉莉: 'Jasmine', // 5813 pairs, 87 %, next 84
  琥珀: 'Amber', // 5659 pairs, 85 %, next 139
  广藿香: 'Patchouli', // 5197 pairs, 84 %, next 123
  香草: 'Vanilla', // 5003 pairs, 76 %, next 607
  玫瑰: 'Rose', // 4704 pairs, 89 %, next 85
  雪松: 'Cedar', // 4051 pairs, 85 %, next 94
  柑橘: 'Mandarin Orange', // 3101 pairs, 88 %, next 81
  岩兰草: 'Vetiver', // 2704 pairs, 79 %, next 117
  零陵香豆: 'Tonka Bean', // 2389 pairs, 82 %, next 75
  柠檬: 'Lemon', // 2310 pairs, 87 %, next 77
  橙花: 'Orange Blossom', // 2059 pairs, 87 %, next 29
  薰衣草: 'Lavender', // 2009 pairs, 86 %, next 28
  粉红胡椒: 'Pink Pepper', // 1889 pairs, 86 %, next 44
  铃兰: 'Lily-of-the-Valley', // 1888 pairs, 83 %, next 85
  鸢尾: 'Iris', // 1778 pairs, 74 %, next 331
  小豆蔻: 'Cardamom', // 1744 pairs, 84 %, next 30
  葡萄柚: 'Grapefruit', // 1714 pairs, 89 %, next 45
  紫罗兰: 'Violet', // 1698 pairs, 87 %, next 31
  皮革: 'Leather', // 1535 pairs, 87 %, next 22
  依兰: 'Ylang-Ylang', // 1528 pairs, 84 %, next 44
  天竺葵: 'Geranium', // 1441 pairs, 84 %, next 22
  桃子: 'Peach', // 1427 pairs, 88 %, next 18
  白麝香: 'White Musk', // 1398 pairs, 88 %, next 22
  小苍兰: 'Freesia', // 1362 pairs, 89 %, next 19
  橡木苔: 'Oakmoss', // 1351 pairs, 75 %, next 223
  牡丹: 'Peony', // 1262 pairs, 91 %, next 17
  橙花油: 'Neroli', // 1237 pairs, 89 %, next 14
  梨: 'Pear', // 1202 pairs, 89 %, next 15
  黑加仑: 'Black Currant', // 1200 pairs, 67 %, next 376
  橙子: 'Orange', // 1176 pairs, 87 %, next 23
  安息香: 'Benzoin', // 1172 pairs, 83 %, next 28
  肉桂: 'Cinnamon', // 1163 pairs, 86 %, next 11
  姜: 'Ginger', // 1139 pairs, 86 %, next 14
  熏香: 'Incense', // 1078 pairs, 86 %, next 13
  肉豆蔻: 'Nutmeg', // 1056 pairs, 84 %, next 14
  晚香玉: 'Tuberose', // 1054 pairs, 87 %, next 19
  覆盆子: 'Raspberry', // 1054 pairs, 90 %, next 9
  藏红花: 'Saffron', // 1024 pairs, 83 %, next 12
  '沉香(乌木)': 'Agarwood (Oud)', // 1012 pairs, 86 %, next 18
  木质调: 'Woody Notes', // 969 pairs, 50 %, next 751
  岩蔷薇: 'Labdanum', // 964 pairs, 81 %, next 21
  玉兰: 'Magnolia', // 939 pairs, 85 %, next 14
  '向日葵(天芥菜)': 'Heliotrope', // 897 pairs, 87 %, next 15
  栀子花: 'Gardenia', // 811 pairs, 88 %, next 24
  胡椒: 'Pepper', // 797 pairs, 89 %, next 7
  苹果: 'Apple', // 797 pairs, 86 %, next 11
  薄荷: 'Mint', // 793 pairs, 86 %, next 15
  龙涎香: 'Ambergris', // 774 pairs, 82 %, next 20
  弗吉尼亚雪松: 'Virginia Cedar', // 764 pairs, 83 %, next 61
  黑胡椒: 'Black Pepper', // 760 pairs, 83 %, next 14
  芫荽: 'Coriander', // 747 pairs, 86 %, next 10
  柑橘类: 'Citruses', // 742 pairs, 93 %, next 4
  绿叶调: 'Green Notes', // 740 pairs, 83 %, next 33
  李子: 'Plum', // 708 pairs, 86 %, next 25
  紫罗兰叶: 'Violet Leaf', // 679 pairs, 76 %, next 103
  菠萝: 'Pineapple', // 636 pairs, 86 %, next 14
  鼠尾草: 'Sage', // 604 pairs, 84 %, next 11
  愈创木: 'Guaiac Wood', // 602 pairs, 80 %, next 13
  兰花: 'Orchid', // 594 pairs, 90 %, next 10
  小花茉莉: 'Jasmine Sambac', // 589 pairs, 85 %, next 9
  青柠: 'Lime', // 589 pairs, 87 %, next 10
  百合: 'Lily', // 587 pairs, 90 %, next 9
  醛: 'Aldehydes', // 567 pairs, 88 %, next 8
  焦糖: 'Caramel', // 552 pairs, 84 %, next 9
  康乃馨: 'Carnation', // 548 pairs, 86 %, next 14
  苔藓: 'Moss', // 544 pairs, 78 %, next 20
  罗勒: 'Basil', // 543 pairs, 87 %, next 15
  红橘: 'Tangerine', // 539 pairs, 90 %, next 7
  羊绒木: 'Cashmere Wood', // 515 pairs, 82 %, next 24
  桂花: 'Osmanthus', // 510 pairs, 86 %, next 7
  烟草: 'Tobacco', // 506 pairs, 84 %, next 7
  迷迭香: 'Rosemary', // 488 pairs, 81 %, next 8
  蜂蜜: 'Honey', // 485 pairs, 90 %, next 5
  椰子: 'Coconut', // 467 pairs, 88 %, next 3
  苦橙叶: 'Petitgrain', // 464 pairs, 84 %, next 15
  鸢尾根: 'Orris Root', // 463 pairs, 88 %, next 8
  白松香: 'Galbanum', // 455 pairs, 85 %, next 8
  快乐鼠尾草: 'Clary Sage', // 443 pairs, 84 %, next 7
  保加利亚玫瑰: 'Bulgarian Rose', // 438 pairs, 89 %, next 8
  杏仁: 'Almond', // 438 pairs, 90 %, next 4
  荔枝: 'Litchi', // 437 pairs, 89 %, next 4
  降龙涎香醚: 'Ambroxan', // 431 pairs, 82 %, next 15
  阿马尔菲柠檬: 'Amalfi Lemon', // 426 pairs, 93 %, next 5
  乳香: 'Olibanum', // 416 pairs, 73 %, next 46
  丝柏: 'Cypress', // 409 pairs, 85 %, next 4
  含羞草: 'Mimosa', // 405 pairs, 89 %, next 7
  莲花: 'Lotus', // 393 pairs, 92 %, next 3
  杏: 'Apricot', // 380 pairs, 91 %, next 3
  苦橙: 'Bitter Orange', // 376 pairs, 87 %, next 6
  艾蒿: 'Artemisia', // 375 pairs, 84 %, next 8
  果仁糖: 'Praline', // 371 pairs, 86 %, next 11
  丁香: 'Cloves', // 370 pairs, 54 %, next 206
  克什米兰: 'Cashmeran', // 370 pairs, 77 %, next 11
  海洋调: 'Sea Notes', // 367 pairs, 86 %, next 19
  花香调: 'Floral Notes', // 367 pairs, 92 %, next 3
  仙客来: 'Cyclamen', // 365 pairs, 88 %, next 8
  香料: 'Spices', // 354 pairs, 87 %, next 3
  咖啡: 'Coffee', // 341 pairs, 87 %, next 3
  红色浆果: 'Red Berries', // 327 pairs, 91 %, next 5
  土耳其玫瑰: 'Turkish Rose', // 321 pairs, 90 %, next 3
  甜瓜: 'Melon', // 321 pairs, 88 %, next 3
  金银花: 'Honeysuckle', // 313 pairs, 87 %, next 8
  没药: 'Myrrh', // 309 pairs, 56 %, next 150
  睡莲: 'Water Lily', // 304 pairs, 89 %, next 7
  大马士革玫瑰: 'Damask Rose', // 301 pairs, 89 %, next 3
  '黄葵(麝香锦葵)': 'Ambrette (Musk Mallow)', // 301 pairs, 85 %, next 5
  茶: 'Tea', // 299 pairs, 91 %, next 2
  非洲橙花: 'African Orange Flower', // 298 pairs, 95 %, next 2
  杜松: 'Juniper', // 296 pairs, 84 %, next 4
  鸡蛋花: 'Frangipani', // 283 pairs, 90 %, next 3
  麂皮: 'Suede', // 281 pairs, 84 %, next 6
  白色花卉: 'White Flowers', // 279 pairs, 91 %, next 5
  朗姆酒: 'Rum', // 278 pairs, 88 %, next 4
  红苹果: 'Red Apple', // 278 pairs, 94 %, next 1
  百香果: 'Passionfruit', // 274 pairs, 89 %, next 4
  果香调: 'Fruity Notes', // 272 pairs, 91 %, next 4
  杜松子: 'Juniper Berries', // 269 pairs, 83 %, next 9
  马达加斯加香草: 'Madagascar Vanilla', // 267 pairs, 88 %, next 5
  黑莓: 'Blackberry', // 266 pairs, 90 %, next 3
  青苹果: 'Green Apple', // 265 pairs, 86 %, next 7
  水仙: 'Narcissus', // 259 pairs, 86 %, next 6
  琥珀木: 'Amberwood', // 250 pairs, 79 %, next 7
  无花果: 'Fig', // 249 pairs, 88 %, next 2
  榄香脂: 'elemi', // 248 pairs, 81 %, next 3
  紫丁香: 'Lilac', // 233 pairs, 89 %, next 4
  大黄: 'Rhubarb', // 229 pairs, 75 %, next 44
  水生调: 'Water Notes', // 223 pairs, 51 %, next 179
  芒果: 'Mango', // 220 pairs, 91 %, next 5
  苏合香: 'Styrax', // 220 pairs, 85 %, next 5
  柚子: 'Yuzu', // 219 pairs, 58 %, next 119
  血橙: 'Blood Orange', // 219 pairs, 88 %, next 2
  '莎草油(香附)': 'Cypriol Oil or Nagarmotha', // 213 pairs, 76 %, next 6
  百里香: 'Thyme', // 212 pairs, 82 %, next 5
  茴香: 'Anise', // 212 pairs, 74 %, next 38
  桦木: 'Birch', // 208 pairs, 86 %, next 5
  提亚瑞花: 'Tiare Flower', // 206 pairs, 87 %, next 3
  海地岩兰草: 'Haitian Vetiver', // 206 pairs, 81 %, next 5
  巴西玫瑰木: 'Brazilian Rosewood', // 205 pairs, 90 %, next 2
  可可: 'Cacao', // 203 pairs, 84 %, next 5
  风信子: 'Hyacinth', // 202 pairs, 62 %, next 86
  绿茶: 'Green Tea', // 200 pairs, 88 %, next 3
  樱桃: 'Cherry', // 199 pairs, 91 %, next 2
  绿叶: 'Green Leaves', // 197 pairs, 87 %, next 2
  八角茴香: 'Star Anise', // 195 pairs, 89 %, next 2
  草莓: 'Strawberry', // 195 pairs, 86 %, next 4
  卡拉布里亚佛手柑: 'Calabrian bergamot', // 189 pairs, 81 %, next 4
  牛奶: 'Milk', // 188 pairs, 89 %, next 3
  白芷: 'Angelica', // 188 pairs, 92 %, next 2
  石榴: 'Pomegranate', // 186 pairs, 92 %, next 2
  西瓜: 'Watermelon', // 185 pairs, 90 %, next 2
  甘草: 'Licorice', // 181 pairs, 91 %, next 2
  糖: 'Sugar', // 179 pairs, 84 %, next 6
  葛缕子: 'Caraway', // 173 pairs, 85 %, next 3
  波旁香草: 'Bourbon Vanilla', // 171 pairs, 88 %, next 4
  粉红葡萄柚: 'Pink Grapefruit', // 171 pairs, 92 %, next 2
  西西里柠檬: 'Sicilian Lemon', // 170 pairs, 84 %, next 4
  白木质: 'White Woods', // 168 pairs, 64 %, next 71
  辛辣调: 'Spicy Notes', // 167 pairs, 88 %, next 3
  玫瑰木: 'Palisander Rosewood', // 159 pairs, 84 %, next 3
  白琥珀: 'White Amber', // 156 pairs, 92 %, next 2
  五月玫瑰: 'May Rose', // 152 pairs, 64 %, next 61
  甜没药: 'Opoponax', // 152 pairs, 82 %, next 4
  红加仑: 'Red Currant', // 152 pairs, 89 %, next 2
  粉质调: 'Powdery Notes', // 151 pairs, 92 %, next 2
  埃及茉莉: 'Egyptian Jasmine', // 150 pairs, 86 %, next 4
  无花果叶: 'Fig Leaf', // 150 pairs, 94 %, next 3
  克莱门氏小柑橘: 'Clementine', // 148 pairs, 92 %, next 2
  孜然: 'Cumin', // 144 pairs, 76 %, next 3
  盐: 'Salt', // 142 pairs, 84 %, next 2
  马黛茶: 'Mate', // 141 pairs, 87 %, next 3
  榛子: 'Hazelnut', // 139 pairs, 86 %, next 2
  妥鲁香脂: 'Tolu Balsam', // 138 pairs, 85 %, next 2
  纸莎草: 'Papyrus', // 137 pairs, 85 %, next 2
  香橼: 'Citron', // 136 pairs, 85 %, next 2
  洋甘菊: 'Chamomile', // 134 pairs, 85 %, next 2
  蜡菊: 'Immortelle', // 134 pairs, 85 %, next 2
  阿特拉斯雪松: 'Atlas Cedar', // 133 pairs, 78 %, next 4
  柠檬马鞭草: 'Lemon Verbena', // 128 pairs, 89 %, next 3
  油桃: 'Nectarine', // 128 pairs, 89 %, next 5
  灵猫香: 'Civet', // 127 pairs, 64 %, next 33
  白胡椒: 'White Pepper', // 127 pairs, 91 %, next 1
  秘鲁香脂: 'Peru Balsam', // 127 pairs, 84 %, next 3
  龙蒿: 'Tarragon', // 126 pairs, 81 %, next 3
  橡木: 'Oak', // 125 pairs, 84 %, next 3
  海水: 'Sea water', // 125 pairs, 94 %, next 1
  竹子: 'Bamboo', // 125 pairs, 90 %, next 1
  法国岩蔷薇: 'French labdanum', // 123 pairs, 88 %, next 2
  甜调: 'Sweet Notes', // 119 pairs, 92 %, next 1
  青柑橘: 'Green Mandarin', // 119 pairs, 83 %, next 5
  红茶: 'Black Tea', // 118 pairs, 89 %, next 2
  樱花: 'Cherry Blossom', // 117 pairs, 89 %, next 2
  香豆素: 'Coumarin', // 112 pairs, 79 %, next 5
  红色水果: 'Red Fruits', // 111 pairs, 82 %, next 3
  花椒: 'Sichuan Pepper', // 110 pairs, 87 %, next 1
  桉树: 'Eucalyptus', // 109 pairs, 92 %, next 1
  白桃: 'White Peach', // 109 pairs, 89 %, next 2
  鲜奶油: 'Whipped Cream', // 109 pairs, 91 %, next 2
  香脂冷杉: 'Balsam Fir', // 108 pairs, 82 %, next 2
  木槿: 'Hibiscus', // 107 pairs, 90 %, next 2
  常春藤: 'Ivy', // 105 pairs, 97 %, next 1
  浮木: 'Driftwood', // 105 pairs, 84 %, next 4
  苦艾: 'Wormwood', // 105 pairs, 88 %, next 1
  西西里佛手柑: 'Sicilian Bergamot', // 105 pairs, 91 %, next 2
  黑巧克力: 'Dark Chocolate', // 105 pairs, 88 %, next 2
  柚木: 'Teak Wood', // 104 pairs, 88 %, next 3
  印蒿: 'Davana', // 103 pairs, 72 %, next 2
  '希蒂莺(二氢茉莉酮酸甲酯)': 'Hedione', // 103 pairs, 87 %, next 3
  桃花: 'Peach Blossom', // 103 pairs, 89 %, next 2
  桂皮: 'Cassia', // 100 pairs, 91 %, next 2
  巧克力: 'Chocolate', // 98 pairs, 89 %, next 4
  意大利柠檬: 'Italian Lemon', // 98 pairs, 80 %, next 3
  番石榴: 'Guava', // 98 pairs, 92 %, next 1
  印尼广藿香叶: 'Indonesian Patchouli Leaf', // 97 pairs, 80 %, next 3
  树脂: 'Resins', // 96 pairs, 54 %, next 62
  万寿菊: 'Marigold', // 95 pairs, 47 %, next 80
  意大利柑橘: 'Italian Mandarin', // 95 pairs, 91 %, next 2
  榄香脂树脂: 'Elemi resin', // 95 pairs, 85 %, next 2
  海盐: 'Sea Salt', // 95 pairs, 93 %, next 1
  臭氧调: 'Ozonic notes', // 95 pairs, 80 %, next 2
  雪松木: 'Cedarwood', // 95 pairs, 58 %, next 12
  '青苹果(史密斯奶奶苹果)': 'Granny Smith apple', // 95 pairs, 94 %, next 1
  椰奶: 'Coconut Milk', // 93 pairs, 96 %, next 1
  多香果: 'Pimento', // 92 pairs, 79 %, next 14
  山楂花: 'Hawthorn', // 91 pairs, 88 %, next 2
  桃花心木: 'Mahogany', // 91 pairs, 90 %, next 1
  海狸香: 'Castoreum', // 91 pairs, 74 %, next 3
  白雪松提取物: 'White Cedar Extract', // 91 pairs, 86 %, next 3
  香草兰: 'Vanilla Orchid', // 91 pairs, 84 %, next 3
  白玫瑰: 'White Rose', // 89 pairs, 92 %, next 1
  蓝莓: 'Blueberry', // 89 pairs, 87 %, next 2
  水果: 'Fruits', // 88 pairs, 84 %, next 2
  干果: 'Dried Fruits', // 87 pairs, 92 %, next 1
  棉花糖: 'Marshmallow', // 87 pairs, 45 %, next 76
  月桂叶: 'Bay Leaf', // 85 pairs, 79 %, next 2
  苹果花: 'Apple Blossom', // 85 pairs, 83 %, next 6
  珍贵木质: 'Precious Woods', // 84 pairs, 84 %, next 2
  金橘: 'Kumquat', // 84 pairs, 88 %, next 2
  阳光调: 'Solar Notes', // 82 pairs, 81 %, next 2
  玫瑰花瓣: 'Rose Petals', // 81 pairs, 88 %, next 2
  白茶: 'White Tea', // 81 pairs, 94 %, next 1
  花卉: 'Flowers', // 81 pairs, 87 %, next 3
  青草: 'Grass', // 81 pairs, 68 %, next 17
  松树: 'Pine Tree', // 79 pairs, 44 %, next 76
  烟熏: 'Smoke', // 79 pairs, 82 %, next 2
  香豌豆: 'Sweet Pea', // 79 pairs, 94 %, next 2
  可可豆荚: 'Cacao Pod', // 78 pairs, 90 %, next 1
  干邑白兰地: 'Cognac', // 78 pairs, 83 %, next 2
  榅桲: 'Quince', // 78 pairs, 93 %, next 1
  澳大利亚檀香: 'Australian Sandalwood', // 78 pairs, 81 %, next 3
  胡萝卜籽: 'Carrot Seeds', // 78 pairs, 85 %, next 1
  西番莲: 'Passion Flower', // 77 pairs, 93 %, next 1
  酸樱桃: 'Sour Cherry', // 76 pairs, 95 %, next 1
  阿米香树: 'Amyris', // 76 pairs, 84 %, next 3
  冷杉: 'Fir', // 75 pairs, 82 %, next 2
  粉红牡丹: 'Pink Peony', // 75 pairs, 94 %, next 1
  苦杏仁: 'Bitter Almond', // 75 pairs, 94 %, next 2
  蔓越莓: 'Cranberry', // 75 pairs, 94 %, next 1
  野浆果: 'Wild Berries', // 75 pairs, 95 %, next 1
  印度茉莉: 'Indian Jasmine', // 74 pairs, 94 %, next 1
  香桃木: 'Myrtle', // 74 pairs, 80 %, next 2
  蜂蜡: 'Beeswax', // 73 pairs, 90 %, next 1
  烟草叶: 'Tobacco Leaf', // 71 pairs, 88 %, next 3
  猕猴桃: 'Kiwi', // 71 pairs, 88 %, next 2
  甜橙: 'Sweet Orange', // 71 pairs, 77 %, next 2
  乌木: 'Oud', // 70 pairs, 64 %, next 4
  大草莓: 'Big Strawberry', // 70 pairs, 93 %, next 1
  红糖: 'Brown sugar', // 70 pairs, 88 %, next 2
  草本调: 'Herbal Notes', // 70 pairs, 79 %, next 3
  杏花: 'Almond Blossom', // 68 pairs, 71 %, next 19
  香草净油: 'Vanilla Absolute', // 68 pairs, 78 %, next 4
  棉花: 'Cotton Flower', // 67 pairs, 97 %, next 1
  海藻: 'Seaweed', // 67 pairs, 88 %, next 2
  香槟: 'Champagne', // 66 pairs, 90 %, next 2
  塔伊夫玫瑰: 'Taif Rose', // 65 pairs, 93 %, next 1
  白蜂蜜: 'White Honey', // 65 pairs, 90 %, next 1
  米: 'Rice', // 64 pairs, 85 %, next 2
  黄瓜: 'Cucumber', // 64 pairs, 91 %, next 1
  开心果: 'Pistachio', // 63 pairs, 89 %, next 1
  玫瑰酊: 'Tincture of Rose', // 63 pairs, 89 %, next 2
  摩洛哥玫瑰: 'Moroccan Rose', // 62 pairs, 94 %, next 1
  '乳香黄连木(玛蒂树脂)': 'Mastic or Lentisque', // 60 pairs, 79 %, next 2
  杨桃: 'Carambola (Star Fruit)', // 60 pairs, 91 %, next 1
  椴树花: 'Lime (Linden) Blossom', // 59 pairs, 67 %, next 14
  大溪地香草: 'Tahitian Vanilla', // 58 pairs, 97 %, next 1
  威士忌: 'Whiskey', // 58 pairs, 78 %, next 2
  暹罗安息香: 'Siam Benzoin', // 58 pairs, 87 %, next 2
  西西里柑橘: 'Sicilian Mandarin', // 58 pairs, 85 %, next 4
  格拉斯玫瑰: 'Grasse Rose', // 57 pairs, 98 %, next 1
  干草: 'Hay', // 56 pairs, 82 %, next 1
  紫藤: 'Wisteria', // 56 pairs, 90 %, next 1
  矿物调: 'Mineral notes', // 54 pairs, 89 %, next 1
  大麻: 'cannabis', // 53 pairs, 78 %, next 3
  鸢尾花: 'Iris Flower', // 53 pairs, 88 %, next 1
  危地马拉小豆蔻: 'Guatemalan Cardamom', // 52 pairs, 80 %, next 1
  姜花: 'Ginger flower', // 51 pairs, 93 %, next 2
  椰枣: 'Dates', // 51 pairs, 78 %, next 2
  太妃糖: 'Toffee', // 50 pairs, 82 %, next 2
  玫瑰水: 'Rose Water', // 50 pairs, 89 %, next 2
  番茄叶: 'Tomato Leaf', // 50 pairs, 91 %, next 1
  白巧克力: 'White Chocolate', // 50 pairs, 94 %, next 1
  葡萄: 'Grapes', // 50 pairs, 91 %, next 1
  野草莓: 'Wild Strawberry', // 50 pairs, 93 %, next 1
  黄玉兰: 'Champaca', // 50 pairs, 79 %, next 2
  木瓜: 'Papaya', // 47 pairs, 92 %, next 1
  黑香草荚壳: 'Black Vanilla Husk', // 47 pairs, 98 %, next 1
  柠檬花: 'Lemon Blossom', // 46 pairs, 90 %, next 1
  栗子: 'Chestnut', // 46 pairs, 85 %, next 1
  胡椒薄荷: 'Peppermint', // 45 pairs, 87 %, next 1
  古巴香脂: 'Gurjan balsam', // 44 pairs, 71 %, next 2
  甘蔗: 'Sugar Cane', // 44 pairs, 90 %, next 2
  蕨类: 'Fern', // 44 pairs, 88 %, next 1
  沙: 'Sand', // 43 pairs, 90 %, next 1
  玫瑰油: 'Rose Oil', // 43 pairs, 93 %, next 1
  白百合: 'White Lily', // 43 pairs, 98 %, next 1
  老挝沉香: 'Laotian Oud', // 43 pairs, 86 %, next 1
  广藿香叶: 'Patchouli Leaf', // 42 pairs, 88 %, next 2
  柬埔寨沉香: 'Cambodian Oud', // 42 pairs, 81 %, next 1
  椰子蜜: 'Coconut Nectar', // 42 pairs, 98 %, next 1
  冷杉树脂: 'Fir Resin', // 41 pairs, 93 %, next 1
  柠檬草: 'Lemongrass', // 41 pairs, 89 %, next 2
  波旁天竺葵: 'Bourbon Geranium', // 41 pairs, 77 %, next 2
  红玫瑰: 'Red Rose', // 41 pairs, 89 %, next 1
  圣木: 'Palo Santo', // 40 pairs, 85 %, next 2
  托斯卡纳鸢尾: 'Tuscan Iris', // 40 pairs, 83 %, next 1
  突尼斯橙花: 'Tunisian Neroli', // 40 pairs, 49 %, next 29
  香草豆: 'Vanilla Bean', // 40 pairs, 85 %, next 2
  动物调: 'Animal notes', // 39 pairs, 81 %, next 1
  苦艾酒: 'Absinthe', // 39 pairs, 89 %, next 2
  三叶草: 'Clover', // 38 pairs, 97 %, next 1
  红椒粉: 'Paprika', // 38 pairs, 86 %, next 1
  西瓜酮: 'Calone', // 38 pairs, 84 %, next 1
  马鞭草: 'Verbena', // 38 pairs, 76 %, next 2
  黑琥珀: 'Black Amber', // 38 pairs, 86 %, next 2
  梨花: 'Pear Blossom', // 37 pairs, 84 %, next 1
  印度晚香玉: 'Indian Tuberose', // 36 pairs, 82 %, next 1
  柠檬皮屑: 'Lemon Zest', // 36 pairs, 80 %, next 1
  水茉莉: 'Water Jasmine', // 36 pairs, 86 %, next 1
  爪哇岩兰草油: 'Java vetiver oil', // 36 pairs, 80 %, next 1
  玫瑰果: 'Rose Hip', // 36 pairs, 90 %, next 1
  金属调: 'Metallic notes', // 36 pairs, 90 %, next 1
  香水月季: 'Tea Rose', // 36 pairs, 97 %, next 1
  香蕉: 'Banana', // 36 pairs, 92 %, next 1
  野玫瑰: 'Wild Rose', // 35 pairs, 92 %, next 1
  金酒: 'Gin', // 35 pairs, 85 %, next 1
  烟草花: 'Tobacco Blossom', // 34 pairs, 89 %, next 1
  香草花: 'Vanilla Flower', // 34 pairs, 87 %, next 1
  异域木质: 'Exotic Woods', // 33 pairs, 85 %, next 2
  无花果树: 'Fig Tree', // 33 pairs, 94 %, next 1
  松针: 'Pine needles', // 33 pairs, 56 %, next 19
  橄榄树: 'Olive Tree', // 33 pairs, 92 %, next 1
  胡萝卜: 'Carrot', // 33 pairs, 85 %, next 1
  巴西橙: 'Brazilian Orange', // 32 pairs, 80 %, next 4
  葡萄柚花: 'Grapefruit blossom', // 31 pairs, 100 %, next 0
  郁金香: 'Tulip', // 31 pairs, 91 %, next 1
  锡兰肉桂: 'Ceylon Cinnamon', // 31 pairs, 91 %, next 1
  黄香李: 'Mirabelle', // 31 pairs, 91 %, next 1
  德州雪松: 'Texas Cedar', // 30 pairs, 81 %, next 2
  柑橘叶: 'Mandarin Leaf', // 30 pairs, 81 %, next 6
  桧木: 'Hinoki Wood', // 30 pairs, 97 %, next 1
  烈酒: 'Liquor', // 30 pairs, 83 %, next 2
  黄柑橘: 'Yellow Mandarin', // 30 pairs, 81 %, next 2
  黑玫瑰: 'Black Rose', // 30 pairs, 86 %, next 1
  东方调: 'Oriental notes', // 29 pairs, 97 %, next 1
  '凤眼莲(水葫芦)': 'Water Hyacinth', // 29 pairs, 100 %, next 0
  曼陀罗: 'Datura', // 29 pairs, 94 %, next 1
  椰子水: 'Coconut Water', // 29 pairs, 81 %, next 1
  辣椒: 'Chili Pepper', // 29 pairs, 94 %, next 1
  杏仁奶: 'Almond Milk', // 28 pairs, 82 %, next 1
  梅花: 'Plum Blossom', // 28 pairs, 82 %, next 1
  芝麻: 'Sesame', // 28 pairs, 80 %, next 1
  野花: 'Wildflowers', // 28 pairs, 88 %, next 1
  金雀花: 'Broom', // 28 pairs, 68 %, next 3
  黑兰花: 'Black Orchid', // 28 pairs, 93 %, next 1
  丁香花: 'Syringa', // 27 pairs, 87 %, next 1
  橙皮: 'Orange Peel', // 27 pairs, 93 %, next 1
  热带水果: 'Tropical Fruits', // 27 pairs, 63 %, next 11
  血柑橘: 'Blood Mandarin', // 27 pairs, 82 %, next 2
  墨西哥巧克力: 'Mexican chocolate', // 27 pairs, 93 %, next 1
  天然麝香: 'Natural Musk', // 26 pairs, 79 %, next 2
  沉香: 'Agarwood', // 26 pairs, 62 %, next 2
  波旁岩兰草: 'Bourbon Vetiver', // 26 pairs, 81 %, next 2
  泥土调: 'Earthy Notes', // 26 pairs, 72 %, next 1
  糖苹果: 'Candy Apple', // 26 pairs, 87 %, next 1
  露珠: 'Dew Drop', // 26 pairs, 72 %, next 1
  马郁兰: 'Marjoram', // 26 pairs, 87 %, next 1
  '乌木(黑檀)': 'Ebony', // 25 pairs, 31 %, next 23
  牛至: 'Oregano', // 25 pairs, 83 %, next 1
  羊绒麝香: 'Cashmere Musk', // 25 pairs, 81 %, next 2
  黄葵: 'Ambrette', // 25 pairs, 58 %, next 2
  刺槐: 'Black locust', // 24 pairs, 92 %, next 1
  火龙果: 'Pitahaya', // 24 pairs, 83 %, next 1
  白檀香: 'White Sandalwood', // 24 pairs, 92 %, next 1
  红辣椒: 'Red Pepper', // 24 pairs, 89 %, next 1
  西班牙岩蔷薇: 'Spanish Labdanum', // 24 pairs, 86 %, next 1
  伏特加: 'Vodka', // 23 pairs, 96 %, next 1
  冰: 'Ice', // 23 pairs, 79 %, next 1
  白鸢尾: 'White Iris', // 23 pairs, 92 %, next 1
  红酒: 'Red Wine', // 23 pairs, 79 %, next 2
  紫苏: 'Shiso', // 23 pairs, 82 %, next 1
  香草豆荚: 'Vanilla Pod', // 23 pairs, 92 %, next 1
  黑麝香: 'Black Musk', // 23 pairs, 92 %, next 1
  大溪地岩兰草: 'Tahitian Vetiver', // 22 pairs, 88 %, next 1
  核桃: 'Walnut', // 22 pairs, 79 %, next 1
  仙人掌花: 'Cactus Flower', // 21 pairs, 95 %, next 1
  '夜来香仙人掌(月光花)': 'Night blooming Cereus', // 21 pairs, 95 %, next 1
  无花果蜜: 'Fig Nectar', // 21 pairs, 95 %, next 1
  粉色小苍兰: 'Pink Freesia', // 21 pairs, 81 %, next 1
  黑加仑花: 'Black Currant Blossom', // 21 pairs, 91 %, next 1
  仙人掌: 'Cactus', // 20 pairs, 77 %, next 1
  姜黄: 'Turmeric', // 20 pairs, 69 %, next 1
  孤挺花: 'Amaryllis', // 20 pairs, 83 %, next 2
  山茶花: 'Camellia', // 20 pairs, 47 %, next 19
  摩洛哥茉莉: 'Moroccan Jasmine', // 20 pairs, 87 %, next 1
  月桂: 'Laurels', // 20 pairs, 67 %, next 1
  玫瑰草: 'Palmarosa', // 20 pairs, 83 %, next 1
  纸杯蛋糕: 'Cupcake', // 20 pairs, 91 %, next 1
  罂粟花: 'Poppy', // 20 pairs, 87 %, next 1
  西西里橙: 'Sicilian Orange', // 20 pairs, 77 %, next 1
  金合欢: 'Acácia', // 20 pairs, 74 %, next 1
  '山鸡椒(山苍子)': 'Litsea Cubeba', // 19 pairs, 83 %, next 1
  柠檬叶: 'Lemon Leaf', // 19 pairs, 86 %, next 1
  桦木焦油: 'Birch Tar', // 19 pairs, 76 %, next 1
  罗望子: 'Tamarind', // 19 pairs, 86 %, next 1
  菖蒲: 'Calamus', // 19 pairs, 95 %, next 1
  蓝莲花: 'Blue Lotus', // 19 pairs, 95 %, next 1
  非洲天竺葵: 'African Geranium', // 19 pairs, 83 %, next 1
  中国桂花: 'Chinese Osmanthus', // 18 pairs, 86 %, next 1
  小麦: 'Wheat', // 18 pairs, 90 %, next 1
  干木质: 'Dry Wood', // 18 pairs, 72 %, next 2
  白烟草: 'White Tobacco', // 18 pairs, 82 %, next 1
  粉红玫瑰: 'Pink Rose', // 18 pairs, 86 %, next 1
  芳香香料: 'Aromatic Spices', // 18 pairs, 100 %, next 0
  青甜椒: 'Green Pepper', // 18 pairs, 72 %, next 2
  马达加斯加岩兰草: 'Madagascar Vetiver', // 18 pairs, 78 %, next 1
  马达加斯加胡椒: 'Madagascar Pepper', // 18 pairs, 100 %, next 0
  卡布奇诺: 'Cappuccino', // 17 pairs, 100 %, next 0
  大溪地提亚瑞花: 'Tahitian Tiare Flower', // 17 pairs, 94 %, next 1
  异域花香调: 'Exotic floral notes', // 17 pairs, 94 %, next 1
  意大利茉莉: 'Italian Jasmine', // 17 pairs, 100 %, next 0
  杏仁利口酒: 'Amaretto', // 17 pairs, 94 %, next 1
  白麂皮: 'White Suede', // 17 pairs, 89 %, next 1
  红百里香: 'Red Thyme', // 17 pairs, 77 %, next 2
  红雪松: 'Red Cedar', // 17 pairs, 89 %, next 1
  茶叶: 'Tea Leaf', // 17 pairs, 89 %, next 1
  西梅干: 'Dried Plum', // 17 pairs, 85 %, next 1
  马卡龙: 'Macarons', // 17 pairs, 77 %, next 1
  黑加仑糖浆: 'Blackcurrant Syrup', // 17 pairs, 85 %, next 1
  黑樱桃: 'Black Cherry', // 17 pairs, 85 %, next 1
  卡萨布兰卡百合: 'Casablanca Lily', // 16 pairs, 94 %, next 1
  可口可乐: 'Coca-Cola', // 16 pairs, 94 %, next 1
  土耳其红玫瑰: 'Turkey Red Rose', // 16 pairs, 94 %, next 1
  '布枯(香叶木)': 'Buchu or Agathosma', // 16 pairs, 73 %, next 1
  摩洛哥雪松: 'Moroccan Cedar', // 16 pairs, 89 %, next 1
  新加坡广藿香: 'Singapore Patchouli', // 16 pairs, 70 %, next 1
  柠檬树: 'Lemon Tree', // 16 pairs, 100 %, next 0
  泥土酊: 'Soil Tincture', // 16 pairs, 89 %, next 1
  白兰地: 'Brandy', // 16 pairs, 89 %, next 1
  白紫罗兰: 'White Violet', // 16 pairs, 100 %, next 0
  肌肤气息: 'Skin', // 16 pairs, 76 %, next 1
  '舌瓣花(千金藤茉莉)': 'Stephanotis', // 16 pairs, 100 %, next 0
  雏菊: 'Daisy', // 16 pairs, 73 %, next 1
  麦芽: 'Malt', // 16 pairs, 94 %, next 1
  黑紫罗兰: 'Black Violet', // 16 pairs, 80 %, next 1
  墨水: 'Ink', // 16 pairs, 89 %, next 1
  'copaiba香脂(古巴香脂)': 'Copaiba balm', // 15 pairs, 68 %, next 2
  冰淇淋: 'Ice cream', // 15 pairs, 94 %, next 1
  '岩蔷薇(灰白岩蔷薇)': 'Cistus Incanus', // 15 pairs, 83 %, next 1
  杜松焦油: 'Cade oil', // 15 pairs, 65 %, next 1
  松露: 'Truffle', // 15 pairs, 68 %, next 1
  海桐花: 'Pitosporum', // 15 pairs, 75 %, next 1
  爆米花: 'Popcorn', // 15 pairs, 94 %, next 1
  茉莉花茶: 'Jasmine Tea', // 15 pairs, 88 %, next 1
  葫芦巴: 'Fenugreek', // 15 pairs, 100 %, next 0
  薰衣草提取物: 'Lavender Extract', // 15 pairs, 79 %, next 1
  风铃草: 'Bellflower', // 15 pairs, 88 %, next 1
  冬青: 'Holly', // 14 pairs, 100 %, next 0
  喜马拉雅雪松: 'Himalayan Cedar', // 14 pairs, 100 %, next 0
  抹茶: 'Matcha Tea', // 14 pairs, 88 %, next 2
  木樨草: 'Mignonette', // 14 pairs, 88 %, next 1
  '梨(日本梨)': 'Nashi Pear', // 14 pairs, 93 %, next 1
  烘焙咖啡豆: 'Roasted Coffee Beans', // 14 pairs, 78 %, next 1
  白兰花: 'White Orchid', // 14 pairs, 82 %, next 1
  美食调: 'Gourmand Accord', // 14 pairs, 82 %, next 1
  血葡萄柚: 'Blood Grapefruit', // 14 pairs, 93 %, next 1
  醋栗: 'Gooseberry', // 14 pairs, 93 %, next 1
  黄色小苍兰: 'Yellow Freesia', // 14 pairs, 100 %, next 0
  帕尔马紫罗兰: 'Parma Violet', // 13 pairs, 100 %, next 0
  樟脑: 'Camphor', // 13 pairs, 87 %, next 1
  橙叶: 'Orange Leaf', // 13 pairs, 100 %, next 0
  橙花精油: 'Neroli Essence', // 13 pairs, 87 %, next 2
  波旁胡椒: 'Bourbon Pepper', // 13 pairs, 93 %, next 1
  焦糖布丁: 'Creme Brulee', // 13 pairs, 93 %, next 1
  白加仑: 'White Currant', // 13 pairs, 100 %, next 0
  芹菜籽: 'Celery Seeds', // 13 pairs, 87 %, next 1
  青杏仁: 'Green Almond', // 13 pairs, 81 %, next 1
  麸皮: 'Bran', // 13 pairs, 87 %, next 1
  伯爵茶: 'Earl Grey Tea', // 12 pairs, 80 %, next 1
  合欢花: 'Silk Tree blossom', // 12 pairs, 80 %, next 1
  土耳其玫瑰油: 'Turkish Rose Oil', // 12 pairs, 100 %, next 0
  意大利鸢尾: 'Italian Iris', // 12 pairs, 80 %, next 1
  杏树: 'Almond Tree', // 12 pairs, 80 %, next 1
  水杨酸戊酯: 'Amyl Salicylate', // 12 pairs, 92 %, next 1
  浆果: 'Berry Fruits', // 12 pairs, 100 %, next 0
  深色木质调: 'dark woodsy notes', // 12 pairs, 86 %, next 1
  白沉香: 'White Oud', // 12 pairs, 75 %, next 1
  粉郁金香: 'pink tulip', // 12 pairs, 100 %, next 0
  芳香调: 'Aromatic Notes', // 12 pairs, 63 %, next 2
  覆盆子花: 'Raspberry Bloom', // 12 pairs, 92 %, next 1
  马蹄莲: 'Arum Lily', // 12 pairs, 100 %, next 0
  鱼子酱: 'Caviar', // 12 pairs, 100 %, next 0
  黄葵内酯: 'Ambrettolide', // 12 pairs, 67 %, next 2
  黑加仑叶: 'Black currant leaf', // 12 pairs, 67 %, next 1
  黑豆蔻: 'Black Cardamom', // 12 pairs, 80 %, next 1
  印尼肉豆蔻: 'Indonesian Nutmeg', // 11 pairs, 85 %, next 1
  印度广藿香: 'Indian Patchouli', // 11 pairs, 73 %, next 1
  喜马拉雅甘松: 'Nard Himalayan (Jatamansi)', // 11 pairs, 69 %, next 1
  柿子: 'Persimmon', // 11 pairs, 100 %, next 0
  森林浆果: 'Forest Fruits', // 11 pairs, 100 %, next 0
  水薄荷: 'Water Mint', // 11 pairs, 100 %, next 0
  牛奶慕斯: 'Milk Mousse', // 11 pairs, 85 %, next 1
  玫瑰天竺葵: 'Rose Geranium', // 11 pairs, 85 %, next 1
  肉豆蔻皮: 'Mace', // 11 pairs, 73 %, next 1
  肉豆蔻花: 'Nutmeg Flower', // 11 pairs, 85 %, next 1
  芦荟: 'Aloe Vera', // 11 pairs, 85 %, next 1
  莫诺伊油: 'Monoi Oil', // 11 pairs, 85 %, next 1
  蛋白酥: 'Meringue', // 11 pairs, 92 %, next 1
  西印度月桂: 'West Indian Bay', // 11 pairs, 100 %, next 0
  贝里尼鸡尾酒: 'Bellini', // 11 pairs, 92 %, next 1
  雪松精油: 'Cedar Essence', // 11 pairs, 100 %, next 0
  '鸢尾根(紫罗兰根)': 'Violet Root', // 11 pairs, 100 %, next 0
  麦芽酚: 'Maltol', // 11 pairs, 79 %, next 3
  黑接骨木: 'Black Elder', // 11 pairs, 85 %, next 1
  俄罗斯皮革: 'Russian Leather', // 10 pairs, 77 %, next 1
  大黄叶: 'Rhubarb Leaf', // 10 pairs, 83 %, next 1
  姜饼: 'Gingerbread', // 10 pairs, 83 %, next 1
  巴西红木: 'Brazilian Redwood', // 10 pairs, 91 %, next 1
  木槿籽: 'Hibiscus Seed', // 10 pairs, 83 %, next 1
  水生果香: 'Water Fruit', // 10 pairs, 91 %, next 1
  白莲花: 'White Lotus', // 10 pairs, 100 %, next 0
  芫荽叶: 'Coriander Leaf', // 10 pairs, 83 %, next 1
  芹菜: 'Celery', // 10 pairs, 71 %, next 1
  露莓: 'Dewberry', // 10 pairs, 91 %, next 1
  香蕉叶: 'Banana Leaf', // 10 pairs, 91 %, next 1
  中国茉莉: 'Chinese Jasmine', // 9 pairs, 90 %, next 1
  乌龙茶: 'Oolong tea', // 9 pairs, 90 %, next 1
  意大利橙: 'Italian Orange', // 9 pairs, 90 %, next 1
  旱金莲: 'Nasturtium', // 9 pairs, 90 %, next 1
  枫糖浆: 'Maple sap', // 9 pairs, 100 %, next 0
  枸杞: 'Goji Berries', // 9 pairs, 90 %, next 1
  桂竹香: 'Wallflower', // 9 pairs, 82 %, next 1
  椰子花: 'Coconut Blossom', // 9 pairs, 82 %, next 1
  橄榄花: 'Olive Blossom', // 9 pairs, 90 %, next 1
  波罗尼亚花: 'Boronia', // 9 pairs, 90 %, next 1
  浅色木质: 'Blonde Woods', // 9 pairs, 100 %, next 0
  灰麝香: 'Gray Musk', // 9 pairs, 100 %, next 0
  白姜花: 'White Ginger Lily', // 9 pairs, 90 %, next 1
  红百合: 'Red Lily', // 9 pairs, 90 %, next 1
  芦苇: 'Reed', // 9 pairs, 100 %, next 0
  苹果树: 'Apple Tree', // 9 pairs, 90 %, next 1
  中国雪松: 'Chinese Cedar', // 8 pairs, 89 %, next 1
  亚麻: 'Flax', // 8 pairs, 100 %, next 0
  伽罗熏香: 'Kyara Incense', // 8 pairs, 89 %, next 1
  '提莫胡椒(尼泊尔花椒)': 'Timur', // 8 pairs, 80 %, next 1
  桑葚: 'mulberry', // 8 pairs, 80 %, next 1
  棕榈树: 'Palm Tree', // 8 pairs, 89 %, next 1
  法国玫瑰: 'French Rose', // 8 pairs, 100 %, next 0
  火药: 'gunpowder', // 8 pairs, 100 %, next 0
  焦糖牛奶酱: 'Dulce de leche', // 8 pairs, 100 %, next 0
  番茄: 'Tomato', // 8 pairs, 89 %, next 1
  红罂粟: 'Red Poppy', // 8 pairs, 73 %, next 1
  苦橙花: 'Bitter Orange Blossom', // 8 pairs, 89 %, next 1
  西洋菜: 'Watercress', // 8 pairs, 89 %, next 1
  '革质木(皮革木质)': 'Leatherwood', // 8 pairs, 89 %, next 1
  黑木: 'Blackwood', // 8 pairs, 80 %, next 1
  '乙烯基(塑料感)': 'Vinyl', // 7 pairs, 88 %, next 1
  '假茉莉(络石)': 'False Jasmine', // 7 pairs, 70 %, next 1
  卡罗坎德花: 'Karo Karounde', // 7 pairs, 100 %, next 0
  印度藏红花: 'Indian Saffron', // 7 pairs, 70 %, next 1
  印度香草: 'Indian Vanilla', // 7 pairs, 100 %, next 0
  夏威夷果: 'Macadamia', // 7 pairs, 100 %, next 0
  泡泡糖: 'Bubble Gum', // 7 pairs, 100 %, next 0
  燧石: 'Flint', // 7 pairs, 88 %, next 1
  糖渍杏仁: 'Candied Almond', // 7 pairs, 64 %, next 1
  花瓣: 'Flower Petals', // 7 pairs, 88 %, next 1
  藤蔓: 'Vine', // 7 pairs, 78 %, next 1
  蜜饯水果: 'Candied Fruits', // 7 pairs, 64 %, next 2
  迈索尔檀香: 'Mysore Sandalwood', // 7 pairs, 58 %, next 1
  雨水调: 'Rain Notes', // 7 pairs, 88 %, next 1
  马达加斯加依兰: 'Madagascar Ylang-Ylang', // 7 pairs, 64 %, next 2
  东方木质调: 'Oriental Woodsy notes', // 6 pairs, 100 %, next 0
  土耳其软糖: 'Loukhoum', // 6 pairs, 86 %, next 1
  多香果叶: 'Pimento Leaf', // 6 pairs, 75 %, next 1
  大麦: 'Barley', // 6 pairs, 67 %, next 1
  山梅花: 'Mock Orange', // 6 pairs, 86 %, next 1
  意式奶冻: 'Panacotta', // 6 pairs, 100 %, next 0
  指橙: 'Finger Lime', // 6 pairs, 75 %, next 1
  李树: 'Plum Tree', // 6 pairs, 86 %, next 1
  枫香脂: 'Liquidambar', // 6 pairs, 100 %, next 0
  橄榄: 'Olive', // 6 pairs, 67 %, next 1
  粉夹竹桃: 'Pink Nerium Oleander', // 6 pairs, 75 %, next 1
  糖浆: 'Syrup', // 6 pairs, 67 %, next 1
  糖渍栗子: 'Marron glace', // 6 pairs, 86 %, next 1
  红琥珀: 'Red Amber', // 6 pairs, 75 %, next 1
  '莎草(香附)': 'Cypriol', // 6 pairs, 50 %, next 1
  菊花: 'Chrysanthemum', // 6 pairs, 86 %, next 1
  醉鱼草: 'Buddleia', // 6 pairs, 100 %, next 0
  野生薰衣草: 'Wild Lavender', // 6 pairs, 100 %, next 0
  阿魏: 'Asafoetida', // 6 pairs, 100 %, next 0
  饼干: 'Biscuit', // 6 pairs, 86 %, next 1
  香草糖: 'Vanilla Sugar', // 6 pairs, 75 %, next 1
  马天尼: 'Martini', // 6 pairs, 100 %, next 0
  丝柏叶: 'Cypress Leaf', // 5 pairs, 83 %, next 1
  中国橙: 'Chinese Orange', // 5 pairs, 100 %, next 0
  中国肉桂木: 'Chinese Cinnamon Wood', // 5 pairs, 100 %, next 0
  云莓: 'Cloudberry', // 5 pairs, 83 %, next 1
  佛手柑叶: 'Bergamot Leaf', // 5 pairs, 83 %, next 1
  刺槐蜜: 'Black locust Honey', // 5 pairs, 83 %, next 1
  埃及天竺葵: 'Egyptian Pelargonium', // 5 pairs, 100 %, next 0
  多香果籽: 'Pimento Seeds', // 5 pairs, 71 %, next 1
  '天堂鸟花(鹤望兰)': 'Strelitzia', // 5 pairs, 83 %, next 1
  日本桂花: 'Japanese Osmanthus', // 5 pairs, 100 %, next 0
  木瓜花: 'Papaya flower', // 5 pairs, 100 %, next 0
  樱桃利口酒: 'Cherry Liqueur', // 5 pairs, 71 %, next 1
  橙木: 'Orangewood', // 5 pairs, 83 %, next 1
  油桃花: 'Nectarine blossom', // 5 pairs, 83 %, next 1
  波旁威士忌: 'Bourbon Whiskey', // 5 pairs, 71 %, next 1
  泥炭: 'Peat', // 5 pairs, 63 %, next 1
  煤炭: 'Coal', // 5 pairs, 100 %, next 0
  白天芥菜: 'White Heliotrope', // 5 pairs, 100 %, next 0
  白蜡木: 'Ash', // 5 pairs, 71 %, next 1
  糖渍姜: 'Candied Ginger', // 5 pairs, 100 %, next 0
  红加仑叶: 'Red currant leaf', // 5 pairs, 100 %, next 0
  红橘花: 'Tangerine Blossom', // 5 pairs, 100 %, next 0
  绿丁香: 'Green Lilac', // 5 pairs, 100 %, next 0
  肥皂: 'Soap', // 5 pairs, 100 %, next 0
  茎叶绿香: 'Stems Greens', // 5 pairs, 100 %, next 0
  蓝风信子: 'Blue Hyacinth', // 5 pairs, 71 %, next 1
  蜂巢: 'Honeycomb', // 5 pairs, 100 %, next 0
  西西里柑橘类: 'Sicilian Citruses', // 5 pairs, 100 %, next 0
  马索亚木: 'Massoia Wood', // 5 pairs, 83 %, next 1
  马缨丹: 'Lantana', // 5 pairs, 100 %, next 0
  高良姜: 'Galanga', // 5 pairs, 100 %, next 0
  使君子: 'Rangoon Creeper', // 4 pairs, 80 %, next 1
  内酯: 'Lactones', // 4 pairs, 44 %, next 1
  加州柠檬: 'Californian Lemon', // 4 pairs, 100 %, next 0
  咖喱叶: 'Curry Tree', // 4 pairs, 67 %, next 1
  '塔纳卡木(黄香楝)': 'Thanaka Wood', // 4 pairs, 100 %, next 0
  意大利丝柏: 'Italian Cypress', // 4 pairs, 57 %, next 1
  '斑斓叶(露兜树)': 'Pandanus', // 4 pairs, 80 %, next 1
  桃红香槟: 'Champagne Rosé', // 4 pairs, 67 %, next 1
  梧桐: 'Sycamore', // 4 pairs, 100 %, next 0
  榛子可可酱: 'Hazelnut cocoa spread', // 4 pairs, 100 %, next 0
  '焦糖杏仁糖(Daim)': 'Daim', // 4 pairs, 100 %, next 0
  牛奶巧克力: 'Milk Chocolate', // 4 pairs, 100 %, next 0
  白梨: 'White Pear', // 4 pairs, 100 %, next 0
  红荔枝: 'Red Litchi', // 4 pairs, 80 %, next 1
  茉莉叶: 'Jasmine Leaf', // 4 pairs, 100 %, next 0
  青芒果: 'Green Mango', // 4 pairs, 100 %, next 0
  黑甘草: 'Black Licorice', // 4 pairs, 100 %, next 0
  黑罗勒: 'Black Basil', // 4 pairs, 100 %, next 0
  丝木花: 'Silkwood Blossom', // 3 pairs, 75 %, next 1
  丝绸: 'Silk', // 3 pairs, 100 %, next 0
  中国红茶: 'Chinese Black Tea', // 3 pairs, 100 %, next 0
  加州橙: 'California Orange', // 3 pairs, 100 %, next 0
  十大功劳: 'Mahonia', // 3 pairs, 50 %, next 2
  '印度奶冰(Kulfi)': 'Kulfi', // 3 pairs, 100 %, next 0
  印度柑橘: 'Indian Mandarin', // 3 pairs, 100 %, next 0
  可可脂: 'Cacao Butter', // 3 pairs, 100 %, next 0
  '土臭素(雨后泥土香)': 'Geosmin', // 3 pairs, 75 %, next 1
  天然香草: 'Natural Vanilla', // 3 pairs, 75 %, next 1
  摩洛哥柠檬: 'Moroccan Lemon', // 3 pairs, 100 %, next 0
  日本李: 'Japanese Plum', // 3 pairs, 100 %, next 0
  橄榄叶: 'Olive Leaf', // 3 pairs, 100 %, next 0
  正山小种红茶: 'Lapsang Souchong Tea', // 3 pairs, 100 %, next 0
  法国水仙: 'French Narcissus', // 3 pairs, 75 %, next 1
  白佛手柑: 'White Bergamot', // 3 pairs, 100 %, next 0
  粉色糖霜: 'Icing pink', // 3 pairs, 100 %, next 0
  胡椒油: 'Pepper Oil', // 3 pairs, 100 %, next 0
  '苦橙(克莱门柑)': 'Chinotto', // 3 pairs, 100 %, next 0
  苹果叶: 'Apple Leaf', // 3 pairs, 75 %, next 1
  贝兰布拉树: 'Belambra tree', // 3 pairs, 100 %, next 0
  青红橘: 'Green Tangerine', // 3 pairs, 75 %, next 1
  非洲姜: 'African Ginger', // 3 pairs, 60 %, next 1
  香蒲: 'Bulrush', // 3 pairs, 100 %, next 0
  马达加斯加檀香: 'Madagascar Sandalwood', // 3 pairs, 100 %, next 0
  中国葡萄柚: 'Chinese Grapefruit', // 2 pairs, 100 %, next 0
  冰霜橙: 'Frosted Orange', // 2 pairs, 100 %, next 0
  加州雪松: 'California Cedar', // 2 pairs, 100 %, next 0
  天竺葵叶: 'Pelargonium Leaf', // 2 pairs, 100 %, next 0
  板岩: 'Slate', // 2 pairs, 100 %, next 0
  橙胡椒: 'Orange Pepper', // 2 pairs, 100 %, next 0
  水堇: 'Water Violet', // 2 pairs, 100 %, next 0
  玛萨拉香料茶: 'Masala Chai', // 2 pairs, 100 %, next 0
  白夹竹桃: 'White Nerium Oleander', // 2 pairs, 100 %, next 0
  白松香叶: 'Galbanum Leaf', // 2 pairs, 100 %, next 0
  绿百合: 'Green Lily', // 2 pairs, 100 %, next 0
  血液气息: 'Blood', // 2 pairs, 100 %, next 0
  香草籽: 'Vanilla Caviar', // 2 pairs, 100 %, next 0
  麝香伏特加: 'Musk Vodka', // 2 pairs, 100 %, next 0
  黄水仙: 'Yellow Narcissus', // 2 pairs, 100 %, next 0
};
