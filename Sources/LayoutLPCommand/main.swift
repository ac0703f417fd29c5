import ArgumentParser
print("layoutlp")
