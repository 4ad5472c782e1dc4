print("hig")
